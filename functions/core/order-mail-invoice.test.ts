import { describe, expect, it } from 'vitest';
import { orderMail } from './order-mail.js';
import { sampleOrder } from '../../test/fixtures/sample-order.js';

const recipient = { name: 'Asha', siteUrl: 'https://shop.example.com' };
const invoice = { number: 'STORE-1/2026-27/00007', issuedAt: '2026-11-28T10:00:00.000Z', seller: { name: 'S', gstin: '27AAPFU0939F1ZV', state: 'Maharashtra' }, lines: [] };

describe('the delivered mail', () => {
  it('links the tax invoice when the order has one, and says nothing of it otherwise', () => {
    const delivered = sampleOrder({ status: 'delivered' });
    const mail = orderMail('delivered', { ...delivered, invoice }, recipient);
    expect(mail.text).toContain(`Tax invoice STORE-1/2026-27/00007: https://shop.example.com/invoice/${delivered._id}`);
    expect(mail.html).toContain(`href="https://shop.example.com/invoice/${delivered._id}"`);
    expect(orderMail('delivered', delivered, recipient).text).not.toContain('Tax invoice');
    expect(orderMail('out_for_delivery', { ...delivered, invoice }, recipient).text).not.toContain('Tax invoice');
  });
});
