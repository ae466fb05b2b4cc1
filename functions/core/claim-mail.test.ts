import { describe, expect, it } from 'vitest';
import { claimDecisionMail } from './claim-mail.js';

const to = { name: 'Asha', siteUrl: 'https://shop.example' };
const approved = { orderNo: 'ORD-1', orderId: 'o1', state: 'approved' as const };

describe('claimDecisionMail', () => {
  it('tells where an approval\'s money goes: the card, credit, or each part with its amount', () => {
    expect(claimDecisionMail(approved, { cardPaise: 12_000, creditPaise: 0 }, to).text).toContain('₹120 is on its way back to your card.');
    expect(claimDecisionMail(approved, { cardPaise: 0, creditPaise: 8_100 }, to).text).toContain('₹81 is on its way back as QuickBasket credit.');
    const split = claimDecisionMail(approved, { cardPaise: 8_000, creditPaise: 4_000 }, to);
    expect(split.text).toContain('₹80 is on its way back to your card and ₹40 is added to your QuickBasket credit.');
    expect(split.subject).toBe('Refund for order ORD-1');
  });

  it('tells a rejection with its reason', () => {
    const mail = claimDecisionMail({ ...approved, state: 'rejected', rejectReason: 'The seal is intact' }, { cardPaise: 0, creditPaise: 0 }, to);
    expect(mail.text).toContain('could not approve it: The seal is intact');
  });
});
