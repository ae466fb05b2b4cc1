import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import * as z from 'zod';
import { readEnv } from './env.js';
import { tracer } from './tracer.js';

const env = readEnv(z.object({ EVENT_BUS_NAME: z.string().min(1) }));

/** The endpoint comes from AWS_ENDPOINT_URL(_EVENTBRIDGE) locally: the gateway's stand-in. */
const eventBridge = tracer.captureAWSv3Client(new EventBridgeClient({}));

export async function publish(source: string, detailType: string, detail: unknown): Promise<void> {
  const result = await eventBridge.send(
    new PutEventsCommand({
      Entries: [{ EventBusName: env.EVENT_BUS_NAME, Source: source, DetailType: detailType, Detail: JSON.stringify(detail) }],
    }),
  );
  if (result.FailedEntryCount) {
    throw new Error(`EventBridge refused the event: ${result.Entries?.[0]?.ErrorCode ?? 'unknown error'}`);
  }
}
