import { describe, expect, it } from 'vitest';
import { fieldError } from './address-fields';

describe('fieldError', () => {
  it('puts a refused field’s message under that field, with its label', () => {
    expect(fieldError('pincode: must be a 6-digit PIN code')).toEqual({ field: 'pincode', text: 'Pincode must be a 6-digit PIN code' });
    expect(fieldError('mobile: must be a 10-digit Indian mobile number')).toEqual({
      field: 'mobile',
      text: 'Mobile No. must be a 10-digit Indian mobile number',
    });
    expect(fieldError('address_line: is required')?.text).toBe('Address Line is required');
  });

  it('leaves other messages to the form', () => {
    expect(fieldError('Address not found')).toBeNull();
    expect(fieldError('body: expected object')).toBeNull();
  });
});
