import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { codeDigits, deliverProblem, LOCKED_TEXT, wrongCodeText } from './delivery-words';

describe('the Delivered form after a refusal', () => {
  it('says how many tries are left, as the server counts them', () => {
    expect(deliverProblem(new ApiError("code: that is not the shopper's code (3 tries left)", 400), 5)).toEqual({ kind: 'wrong-code', text: 'Wrong code, 3 tries left' });
    expect(deliverProblem(new ApiError('Wrong delivery code: 1 try left', 400), 5)).toEqual({ kind: 'wrong-code', text: 'Wrong code, 1 try left' });
  });

  it('counts one less than the order said when the message has no number', () => {
    expect(deliverProblem(new ApiError('Wrong delivery code', 400), 4)).toEqual({ kind: 'wrong-code', text: wrongCodeText(3) });
    expect(deliverProblem(new ApiError('Wrong delivery code', 400), 1)).toEqual({ kind: 'locked', text: LOCKED_TEXT });
  });

  it('is locked on 429', () => {
    expect(deliverProblem(new ApiError('Too many wrong codes', 429), 5).kind).toBe('locked');
  });

  it("puts a cash refusal under the cash field, any other refusal in the server's words", () => {
    expect(deliverProblem(new ApiError("cashCollected: collect exactly ₹240 (the order's total) before marking it delivered", 400), 5)).toEqual({
      kind: 'cash',
      text: "Cash collected: collect exactly ₹240 (the order's total) before marking it delivered",
    });
    expect(deliverProblem(new ApiError('Order not found', 404), 5).kind).toBe('other');
  });
});

describe('the code field', () => {
  it('keeps 4 digits of what was typed or pasted', () => {
    expect(codeDigits(' 12-3a45 ')).toBe('1234');
    expect(codeDigits('07')).toBe('07');
  });
  it('words one try', () => {
    expect(wrongCodeText(1)).toBe('Wrong code, 1 try left');
    expect(wrongCodeText(2)).toBe('Wrong code, 2 tries left');
  });
});
