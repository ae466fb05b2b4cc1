import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { serverFieldProblems } from '@/lib/form';
import { addressFieldOf } from './address-fields';

describe('a refused address', () => {
  it('puts every refused field’s plain words under that field', () => {
    const refused = new ApiError('Enter a 6-digit PIN code; Mobile number has 10 digits', 400, [
      { field: 'pincode', message: 'Enter a 6-digit PIN code' },
      { field: 'mobile', message: 'Mobile number has 10 digits' },
    ]);
    expect(serverFieldProblems(refused, addressFieldOf)).toEqual([
      { field: 'pincode', text: 'Enter a 6-digit PIN code' },
      { field: 'mobile', text: 'Mobile number has 10 digits' },
    ]);
  });

  it('leaves other refusals to the form', () => {
    expect(serverFieldProblems(new ApiError('Address not found', 404), addressFieldOf)).toEqual([]);
    expect(serverFieldProblems(new ApiError('The request is not in the form this page sends', 400, [{ field: '', message: 'x' }]), addressFieldOf)).toEqual([]);
    expect(serverFieldProblems(new Error('offline'), addressFieldOf)).toEqual([]);
  });
});
