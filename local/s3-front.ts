/**
 * The local S3's front door: checks presigned URLs as S3 does, then hands every request to s3rver.
 *
 * s3rver does not verify SigV4 signatures ("Signature version 4 calculation is unimplemented",
 * s3rver/lib/middleware/authentication.js), so locally a presigned upload URL would store any type
 * and any size that S3 refuses. Here a request carrying presigned query parameters (an upload's PUT,
 * a download's GET) has its signature recomputed with the SDK's own signer over what arrived
 * (method, path, query, and the values of the headers named in X-Amz-SignedHeaders), so a wrong
 * Content-Type or another Content-Length is refused exactly as in S3. The image bucket is private in
 * AWS (CloudFront may read image keys only), so a job file (JOB_FILE_PREFIXES: imports, exports) read
 * with no signature at all is refused with S3's 403; the gateway's unsigned reads of images for
 * /media go through. s3rver ignores conditional writes too, so a PUT with If-None-Match: *
 * (which the presigned upload signs, so an upload URL writes once) is refused with S3's 412
 * PreconditionFailed when the key exists; writes to one key go one at a time, so of concurrent
 * conditional PUTs exactly one wins. Everything else (image GETs, CORS preflights, the seed's
 * PutObject calls with an Authorization header) and every accepted upload goes to s3rver unchanged,
 * streamed both ways.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import { JOB_FILE_PREFIXES } from '../functions/data/objects.js';
import { parseAmzDate } from './sigv4-auth.js';

export interface S3Front {
  port: number;
  close(): Promise<void>;
}

interface S3FrontOptions {
  port: number;
  host: string;
  /** Where s3rver listens (127.0.0.1). */
  upstreamPort: number;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
}

interface Refusal {
  status: number;
  code: string;
  message: string;
  /** The header whose condition failed, as S3 names it in a 412. */
  condition?: string;
}

/** The auth parameters the signer writes itself; the signature is compared last. */
const AUTH_PARAMS = ['X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Expires', 'X-Amz-SignedHeaders'] as const;
const MAX_EXPIRES_SECONDS = 604_800;

export async function startS3Front(options: S3FrontOptions): Promise<S3Front> {
  const signer = new SignatureV4({
    service: 's3',
    region: options.region,
    credentials: options.credentials,
    sha256: Sha256,
    // As the S3 presigner signs: the path as sent (S3 keys are escaped once), no checksum header.
    uriEscapePath: false,
    applyChecksum: false,
  });

  const oneAtATime = keyedQueue();

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    if (isPresigned(req)) {
      const refusal = await verifyPresigned(signer, options.credentials.accessKeyId, req);
      if (refusal) return refuse(res, refusal);
    } else if (isUnsignedJobFileRead(req)) {
      return refuse(res, ACCESS_DENIED);
    }
    const objectPath = objectPutPath(req);
    if (objectPath === undefined) return passThrough(req, res, options.upstreamPort);
    // Every write to a key waits for the one before it to finish, so of two PUTs with
    // If-None-Match: * only the first can find the key free: the other gets S3's 412.
    await oneAtATime(decodedPath(objectPath), async () => {
      if (req.headers['if-none-match'] === '*' && (await exists(options.upstreamPort, objectPath))) return refuse(res, PRECONDITION_FAILED);
      await passThrough(req, res, options.upstreamPort);
    });
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      console.error('s3 front error', err);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * The path as sent (/bucket/key, path-style) of a PUT of an object; undefined for anything else (a
 * bucket's PUT has no key). s3rver does not check conditional writes, so they are checked here.
 */
function objectPutPath(req: http.IncomingMessage): string | undefined {
  if (req.method !== 'PUT') return undefined;
  const path = (req.url ?? '/').split('?')[0]!;
  return /^\/[^/]+\/.+/.test(path) ? path : undefined;
}

/** One spelling per key, whichever characters a client escaped. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** S3's answer to a PUT with If-None-Match: * on a key that already exists. */
const PRECONDITION_FAILED: Refusal = {
  status: 412,
  code: 'PreconditionFailed',
  message: 'At least one of the pre-conditions you specified did not hold',
  condition: 'If-None-Match',
};

/** Whether s3rver holds an object at this path (a HEAD; s3rver takes unsigned requests). */
function exists(upstreamPort: number, objectPath: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const head = http.request({ host: '127.0.0.1', port: upstreamPort, method: 'HEAD', path: objectPath }, (answer) => {
      answer.resume();
      if (answer.statusCode === 200) resolve(true);
      else if (answer.statusCode === 404) resolve(false);
      else reject(new Error(`s3rver answered HEAD ${objectPath} with ${answer.statusCode}`));
    });
    head.on('error', reject);
    head.end();
  });
}

/** Runs one task per key at a time, in the order they came; other keys are not held up. */
function keyedQueue() {
  const tails = new Map<string, Promise<void>>();
  return async (key: string, task: () => Promise<void>): Promise<void> => {
    const before = tails.get(key) ?? Promise.resolve();
    let done!: () => void;
    const tail = before.then(() => new Promise<void>((resolve) => (done = resolve)));
    tails.set(key, tail);
    await before;
    try {
      await task();
    } finally {
      done();
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}

function isPresigned(req: http.IncomingMessage): boolean {
  return new URL(req.url ?? '/', 'http://s3').searchParams.has('X-Amz-Algorithm');
}

/** A GET or HEAD of a job file (path-style /bucket/key) that carries no signature at all. */
function isUnsignedJobFileRead(req: http.IncomingMessage): boolean {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.authorization) return false;
  const key = decodedPath((req.url ?? '/').split('?')[0]!).split('/').slice(2).join('/');
  return JOB_FILE_PREFIXES.some((prefix) => key.startsWith(prefix));
}

const ACCESS_DENIED: Refusal = { status: 403, code: 'AccessDenied', message: 'Access Denied' };

/** null when S3 would accept the request's signature; otherwise S3's error for it. */
async function verifyPresigned(signer: SignatureV4, accessKeyId: string, req: http.IncomingMessage): Promise<Refusal | null> {
  const rawUrl = req.url ?? '/';
  const queryStart = rawUrl.indexOf('?');
  const path = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const params = new URLSearchParams(queryStart === -1 ? '' : rawUrl.slice(queryStart + 1));
  const received = Object.fromEntries([...AUTH_PARAMS, 'X-Amz-Signature'].map((name) => [name, params.get(name)]));

  if (Object.values(received).some((value) => value === null) || received['X-Amz-Algorithm'] !== 'AWS4-HMAC-SHA256') {
    return queryError(
      'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, ' +
        'X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.',
    );
  }
  if (received['X-Amz-Credential']!.split('/')[0] !== accessKeyId) {
    return { status: 403, code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id you provided does not exist in our records.' };
  }
  const signedAt = parseAmzDate(received['X-Amz-Date']!);
  const expiresIn = Number(received['X-Amz-Expires']);
  if (!signedAt || !Number.isInteger(expiresIn) || expiresIn < 1 || expiresIn > MAX_EXPIRES_SECONDS) {
    return queryError('X-Amz-Date must be yyyyMMddTHHmmssZ and X-Amz-Expires 1 to 604800 seconds.');
  }
  if (Date.now() > signedAt.getTime() + expiresIn * 1000) {
    return { status: 403, code: 'AccessDenied', message: 'Request has expired' };
  }

  const signedHeaders = received['X-Amz-SignedHeaders']!.split(';');
  const unsigned = Object.keys(req.headers).filter((name) => name.startsWith('x-amz-') && !signedHeaders.includes(name));
  if (unsigned.length > 0) {
    return { status: 403, code: 'AccessDenied', message: `There were headers present in the request which were not signed: ${unsigned.join(', ')}` };
  }
  const headers: Record<string, string> = {};
  for (const name of signedHeaders) {
    const value = req.headers[name];
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  // The rest of the query is signed as it came; the signer adds the auth parameters again itself.
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    if ((AUTH_PARAMS as readonly string[]).includes(name) || name === 'X-Amz-Signature') continue;
    const values = params.getAll(name);
    query[name] = values.length === 1 ? values[0]! : values;
  }
  // The signer reads the payload hash from this header (and moves it back into the query). Without
  // one, the body it is given (the upload, a stream it cannot hash) counts as UNSIGNED-PAYLOAD, which
  // is what S3 assumes for a presigned URL.
  const payloadParam = Object.keys(query).find((name) => name.toLowerCase() === 'x-amz-content-sha256');
  if (payloadParam) {
    headers[payloadParam] = String(query[payloadParam]);
    delete query[payloadParam];
  }

  const expected = await signer.presign(
    { method: req.method ?? 'PUT', protocol: 'http:', hostname: headers.host ?? '', path, query, headers, body: req },
    {
      signingDate: signedAt,
      expiresIn,
      signableHeaders: new Set(signedHeaders),
      unhoistableHeaders: new Set(signedHeaders),
    },
  );
  const matches = [...AUTH_PARAMS, 'X-Amz-Signature'].every((name) => expected.query?.[name] === received[name]);
  if (!matches) {
    return {
      status: 403,
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    };
  }
  return null;
}

const queryError = (message: string): Refusal => ({ status: 400, code: 'AuthorizationQueryParametersError', message });

/** S3's error document. Node reads and discards the rest of the refused upload after answering. */
function refuse(res: http.ServerResponse, refusal: Refusal): void {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  res.writeHead(refusal.status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refusal.code}</Code><Message>${escape(refusal.message)}</Message>` +
      (refusal.condition ? `<Condition>${refusal.condition}</Condition>` : '') +
      `<RequestId>${randomUUID()}</RequestId></Error>`,
  );
}

/** Resolves once the answer has gone out (or the connection closed), so a key is held until its write is done. */
function passThrough(req: http.IncomingMessage, res: http.ServerResponse, upstreamPort: number): Promise<void> {
  const finished = new Promise<void>((resolve) => res.once('close', resolve));
  const upstream = http.request(
    { host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
  return finished;
}
