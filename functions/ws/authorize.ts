import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import * as z from 'zod';
import { LIVE_TOKEN_PARAM } from '../core/contracts/live.js';
import { readEnv } from '../platform/env.js';
import { Unauthorized } from '../platform/errors.js';
import { logger } from '../platform/logger.js';
import { countLiveConnectionRefused } from '../platform/metrics.js';
import { fromOrigin } from '../platform/origin.js';
import { observed } from '../platform/tracer.js';
import { readerOfToken } from '../services/live/live-auth.js';
import { toAuthorizerContext } from './authorizer-context.js';

/** Set by infra as on every HTTP route (platform/origin.ts); unset locally, where the gateway is the only door. */
const { ORIGIN_VERIFY: originSecret } = readEnv(z.object({ ORIGIN_VERIFY: z.string().min(32).optional() }));

const policy = (effect: 'Allow' | 'Deny', methodArn: string) => ({
  Version: '2012-10-17',
  Statement: [{ Action: 'execute-api:Invoke', Effect: effect, Resource: methodArn }],
});

/**
 * $connect's Lambda REQUEST authorizer. A browser cannot set headers on a WebSocket, so the Cognito
 * access token comes as the `token` query parameter; it is checked as every signed-in /api call is
 * (services/live/live-auth.ts). A refused token is API Gateway's 401 ("Unauthorized" is the error that
 * asks for it; nothing is stored); a connection that did not come through CloudFront gets 403, as
 * route() answers it. The reader goes on to $connect as the authorizer's context.
 */
export const handler = observed(async (event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> => {
  const headers = Object.fromEntries(Object.entries(event.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
  if (originSecret !== undefined && !fromOrigin(headers, originSecret)) {
    return { principalId: 'not-through-cloudfront', policyDocument: policy('Deny', event.methodArn) };
  }
  try {
    const reader = await readerOfToken(event.queryStringParameters?.[LIVE_TOKEN_PARAM]);
    return { principalId: reader.userId, policyDocument: policy('Allow', event.methodArn), context: toAuthorizerContext(reader) };
  } catch (err) {
    if (!(err instanceof Unauthorized)) throw err;
    countLiveConnectionRefused();
    logger.info('live connection refused', { reason: err.message });
    throw new Error('Unauthorized');
  }
});
