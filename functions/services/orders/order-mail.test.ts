/**
 * Order mails at their edges (the profile read and SES): a mail that cannot be sent is logged and
 * never fails the order change that asked for it.
 */
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../core/order-record.js';
import { sampleOrder } from '../../../test/fixtures/sample-order.js';
import { sampleProfileItem } from '../../../test/fixtures/sample-profile.js';

const ddb = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESClient);
let mailOrderUpdate: (order: OrderRecord) => Promise<void>;

const order = sampleOrder();

beforeAll(async () => {
  Object.assign(process.env, { TABLE_NAME: 'test', AWS_REGION: 'us-east-1', MAIL_FROM: 'QuickBasket <orders@shop.example>', SITE_URL: 'https://shop.example' });
  ({ mailOrderUpdate } = await import('./order-mail.js'));
});

beforeEach(() => {
  ddb.reset();
  ses.reset();
  ddb.on(GetCommand).resolves({ Item: sampleProfileItem({ _id: 'user-1', name: 'Asha', email: 'asha@example.com' }) });
});

describe('order mails', () => {
  it('sends the confirmation to the profile e-mail', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm1' });
    await mailOrderUpdate(order);
    const [call] = ses.commandCalls(SendEmailCommand);
    expect(call!.args[0].input).toMatchObject({
      Source: 'QuickBasket <orders@shop.example>',
      Destination: { ToAddresses: ['asha@example.com'] },
      Message: {
        Subject: { Data: `QuickBasket: order ${order.orderId} is confirmed`, Charset: 'UTF-8' },
        Body: { Text: { Charset: 'UTF-8' }, Html: { Charset: 'UTF-8' } },
      },
    });
  });

  it('sends nothing for a change that is not news (packed)', async () => {
    await mailOrderUpdate({ ...order, status: 'packed' });
    expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('resolves when SES refuses the mail or the profile cannot be read: the change stands', async () => {
    ses.on(SendEmailCommand).rejects(new Error('MessageRejected: Email address is not verified'));
    await expect(mailOrderUpdate({ ...order, status: 'delivered' })).resolves.toBeUndefined();
    ddb.on(GetCommand).rejects(new Error('ProvisionedThroughputExceededException'));
    await expect(mailOrderUpdate({ ...order, status: 'cancelled' })).resolves.toBeUndefined();
  });
});
