import { describe, expect, it } from 'vitest';
import { creditMove, creditToUsePaise, grantProblem, replay, toPayPaise } from './credit.js';

describe('creditToUsePaise', () => {
  it('never uses more than the balance', () => {
    expect(creditToUsePaise(12_000, 50_000)).toBe(12_000);
  });
  it('never uses more than the bill leaves to pay', () => {
    expect(creditToUsePaise(80_000, 50_000)).toBe(50_000);
  });
  it('uses nothing of an empty or negative balance', () => {
    expect(creditToUsePaise(0, 50_000)).toBe(0);
    expect(creditToUsePaise(-5, 50_000)).toBe(0);
  });
});

describe('toPayPaise', () => {
  it('is the grand total less the credit used', () => {
    expect(toPayPaise({ totals: { grandTotalPaise: 50_000 }, charges: { creditPaise: 12_000 } })).toBe(38_000);
    expect(toPayPaise({ totals: { grandTotalPaise: 50_000 } })).toBe(50_000);
  });
});

describe('creditMove', () => {
  it('gives back on any cancel and takes again when a late payment revives the order', () => {
    expect(creditMove('placed', 'cancelled')).toBe('give-back');
    expect(creditMove('pending_payment', 'cancelled')).toBe('give-back');
    expect(creditMove('cancelled', 'cancelled')).toBeUndefined();
    expect(creditMove('cancelled', 'placed')).toBe('take-again');
    expect(creditMove('placed', 'delivered')).toBeUndefined();
  });
});

describe('grantProblem', () => {
  it('refuses nothing, fractions, too much and no reason', () => {
    expect(grantProblem(0, 'sorry')).toBeDefined();
    expect(grantProblem(10.5, 'sorry')).toBeDefined();
    expect(grantProblem(1_000_001, 'sorry')).toBeDefined();
    expect(grantProblem(500, '  ')).toBeDefined();
    expect(grantProblem(500, 'x'.repeat(201))).toBeDefined();
    expect(grantProblem(500, 'Late delivery')).toBeUndefined();
  });
});

describe('replay', () => {
  it('adds the entries up oldest first and names the first that went below zero', () => {
    const e = (entryId: string, at: string, amountPaise: number) => ({ entryId, at, amountPaise });
    expect(replay([e('b', '2', -300), e('a', '1', 500)])).toEqual({ balancePaise: 200 });
    expect(replay([e('a', '1', 500), e('b', '2', -600), e('c', '3', 200)])).toEqual({ balancePaise: 100, wentNegativeAt: 'b' });
  });
});
