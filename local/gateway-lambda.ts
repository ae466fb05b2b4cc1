import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { Claims } from './gateway-auth.js';

/** API Gateway's own payload limit; route() applies the much smaller per-route limit. */
const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;

/** The request's body; 'too-large' past API Gateway's payload limit (its 413). */
export async function readBody(req: http.IncomingMessage): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_PAYLOAD_BYTES) return 'too-large';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The request as the HTTP API's Lambda integration (payload v2) hands it to the function, with the authorizer's claims. */
export function toEvent(
  req: http.IncomingMessage,
  url: URL,
  body: Buffer,
  routeKey: string,
  claims: Claims | undefined,
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const contentType = headers['content-type'] ?? '';
  const isText = body.length === 0 || /^(application\/json|text\/|application\/x-www-form-urlencoded)/i.test(contentType);
  const now = new Date();
  const requestId = randomUUID();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    queryStringParameters: url.search ? Object.fromEntries(url.searchParams) : undefined,
    body: body.length === 0 ? undefined : isText ? body.toString('utf8') : body.toString('base64'),
    isBase64Encoded: !isText,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
      authorizer: { principalId: '', integrationLatency: 0, jwt: { claims: (claims ?? {}) as never, scopes: [] } },
    },
    stageVariables: undefined,
    pathParameters: undefined,
    cookies: undefined,
  } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
}

/**
 * A function's result as the HTTP API sends it: an isBase64Encoded body goes out as the decoded
 * bytes, the function's headers as they are (Content-Encoding, Vary), with the Content-Length of
 * what is sent. Never compressed here (route() gzips JSON itself, and in AWS neither API Gateway
 * nor CloudFront compresses /api/*), so a gzipped body is never gzipped twice.
 */
export function sendLambdaResult(res: http.ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  const body = result.body === undefined ? Buffer.alloc(0) : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
  res.writeHead(result.statusCode ?? 200, { ...(result.headers as Record<string, string> | undefined), 'content-length': body.length });
  res.end(body);
}
