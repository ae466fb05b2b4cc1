import { ApiGatewayManagementApiClient, DeleteConnectionCommand, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import * as z from 'zod';
import { readEnv } from './env.js';
import { tracer } from './tracer.js';

/**
 * The WebSocket API's management API: sends a message down one connection, or closes it. Its
 * endpoint is the API's stage (https://<api>.execute-api.<region>.amazonaws.com/<stage>), which
 * infra writes into the SDK's own variable for this service; the local stack points it at the
 * gateway's stand-in (local/gateway-ws.ts), like every other AWS endpoint there.
 */
const { AWS_ENDPOINT_URL_APIGATEWAYMANAGEMENTAPI: endpoint } = readEnv(z.object({ AWS_ENDPOINT_URL_APIGATEWAYMANAGEMENTAPI: z.url() }));

const client = tracer.captureAWSv3Client(new ApiGatewayManagementApiClient({ endpoint }));

const gone = (err: unknown) => (err as Error).name === 'GoneException';

/** Sends `message` (as JSON) down the connection: 'gone' when it is closed (410: forget it). */
export async function postToConnection(connectionId: string, message: unknown): Promise<'sent' | 'gone'> {
  try {
    await client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode(JSON.stringify(message)) }));
    return 'sent';
  } catch (err) {
    if (gone(err)) return 'gone';
    throw err;
  }
}

/** Closes the connection (its $disconnect runs); one already closed is no error. */
export async function closeConnection(connectionId: string): Promise<void> {
  await client.send(new DeleteConnectionCommand({ ConnectionId: connectionId })).catch((err: unknown) => {
    if (!gone(err)) throw err;
  });
}
