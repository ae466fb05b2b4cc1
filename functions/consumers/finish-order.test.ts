import type { Context, SQSEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleCheckoutCompleted } from '../../events/checkout.js';

const applyPaymentEvent = vi.fn();
vi.mock('../services/payments/payment-events.js', () => ({ applyPaymentEvent }));
const { handler } = await import('./finish-order.js');

/** An SQS record as an EventBridge rule's queue delivers it: the body is the whole event. */
const record = (messageId: string, detail: unknown) => ({
  messageId,
  receiptHandle: messageId,
  body: JSON.stringify({ 'detail-type': 'checkout.session.completed', source: 'quickbasket.payments', detail }),
  attributes: { ApproximateReceiveCount: '1' },
  messageAttributes: {},
  md5OfBody: '',
  eventSource: 'aws:sqs',
  eventSourceARN: 'arn:aws:sqs:ap-south-1:000000000000:checkout-finished',
  awsRegion: 'ap-south-1',
});

const detail = (orderId: string) => ({ ...sampleCheckoutCompleted, eventId: `evt_${orderId}`, session: { ...sampleCheckoutCompleted.session, metadata: { orderId, userId: 'user-1' } } });

describe('finish-order: a batch from the queue', () => {
  beforeEach(() => {
    applyPaymentEvent.mockReset();
  });

  it('reports only the records that failed; the others are done and leave the queue', async () => {
    applyPaymentEvent.mockImplementation(async (event: { orderId: string }) => {
      if (event.orderId === 'ord-down') throw new Error('DynamoDB is unreachable');
      return 'applied';
    });
    const event = { Records: [record('m1', detail('ord-ok')), record('m2', detail('ord-down')), record('m3', detail('ord-ok-2'))] } as SQSEvent;
    const answer = await handler(event, {} as Context);
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: 'm2' }] });
    expect(applyPaymentEvent).toHaveBeenCalledTimes(3);
    expect(applyPaymentEvent).toHaveBeenCalledWith(expect.objectContaining({ id: 'evt_ord-ok', signal: 'paid', orderId: 'ord-ok', sessionId: 'cs_test_sample' }));
  });

  it('a body that breaks the contract fails alone (kept for the dead-letter queue, never dropped)', async () => {
    applyPaymentEvent.mockResolvedValue('applied');
    const event = { Records: [record('m1', { nonsense: true }), record('m2', detail('ord-ok'))] } as SQSEvent;
    expect(await handler(event, {} as Context)).toEqual({ batchItemFailures: [{ itemIdentifier: 'm1' }] });
  });
});
