/**
 * SigV4 header authentication as an AWS JSON-protocol service (EventBridge) checks it, for a local
 * stand-in that the handlers' SDK clients call with the stack's credentials: the request's signature
 * is computed again with the SDK's own signer over what arrived (method, path, query, the headers
 * named in SignedHeaders, the body) and compared. The refusals are the service's own (HTTP 400 and a
 * JSON `__type`, as EventBridge answers them), so the SDK throws the error AWS would make it throw.
 * local/s3-front.ts does the same for S3's presigned (query-string) URLs.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type http from 'node:http';
import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';

export interface SigV4Options {
  /** The signing name (`events` for EventBridge). */
  service: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
}

export interface AwsRefusal {
  status: number;
  type: string;
  message: string;
}

/** How far a request's X-Amz-Date may be from now, as AWS allows. */
const MAX_SKEW_MS = 5 * 60_000;

const AUTHORIZATION = /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]{64})$/;

const refusal = (type: string, message: string): AwsRefusal => ({ status: 400, type, message });

/** A verifier for one service: null when AWS would take the request's signature, else its refusal. */
export function createSigV4Verifier(options: SigV4Options) {
  const signer = new SignatureV4({ service: options.service, region: options.region, credentials: options.credentials, sha256: Sha256, applyChecksum: false });

  return async function verify(req: http.IncomingMessage, body: Buffer): Promise<AwsRefusal | null> {
    const authorization = req.headers.authorization;
    if (!authorization) return refusal('MissingAuthenticationTokenException', 'Request is missing Authentication Token');
    const parsed = AUTHORIZATION.exec(authorization);
    if (!parsed) {
      return refusal('IncompleteSignatureException', "Authorization header requires 'Credential', 'SignedHeaders' and 'Signature' parameters (AWS4-HMAC-SHA256).");
    }
    const [, credential, signedHeaderList, signature] = parsed as unknown as [string, string, string, string];
    const [accessKeyId, scopeDate, region, service, terminator] = credential.split('/');
    if (accessKeyId !== options.credentials.accessKeyId) {
      return refusal('UnrecognizedClientException', 'The security token included in the request is invalid.');
    }
    if (service !== options.service) return refusal('InvalidSignatureException', `Credential should be scoped to correct service: '${options.service}'.`);
    if (region !== options.region) return refusal('InvalidSignatureException', 'Credential should be scoped to a valid region.');
    if (terminator !== 'aws4_request') return refusal('InvalidSignatureException', "Credential should be scoped with a valid terminator: 'aws4_request'.");

    const signedHeaders = signedHeaderList.split(';');
    if (!signedHeaders.includes('host')) return refusal('InvalidSignatureException', "'Host' must be a 'SignedHeader' in the AWS Authorization.");
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    const signedAt = parseAmzDate(amzDate);
    if (!signedAt || !signedHeaders.includes('x-amz-date')) {
      return refusal('IncompleteSignatureException', "Authorization header requires a signed 'X-Amz-Date' header (yyyyMMddTHHmmssZ).");
    }
    if (scopeDate !== amzDate.slice(0, 8)) {
      return refusal('InvalidSignatureException', `Date in Credential scope does not match YYYYMMDD from ISO-8601 version of date from HTTP: '${scopeDate}' != '${amzDate.slice(0, 8)}'.`);
    }
    const now = Date.now();
    if (signedAt.getTime() < now - MAX_SKEW_MS) {
      return refusal('InvalidSignatureException', `Signature expired: ${amzDate} is now earlier than ${toAmzDate(now - MAX_SKEW_MS)} (${toAmzDate(now)} - 5 min.)`);
    }
    if (signedAt.getTime() > now + MAX_SKEW_MS) {
      return refusal('InvalidSignatureException', `Signature not yet current: ${amzDate} is still later than ${toAmzDate(now + MAX_SKEW_MS)} (${toAmzDate(now)} + 5 min.)`);
    }

    const headers: Record<string, string> = {};
    for (const name of signedHeaders) {
      const value = req.headers[name];
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
    }
    // The signer takes a payload hash header as given; the service hashes the body it received.
    const payloadHash = headers['x-amz-content-sha256'];
    if (payloadHash !== undefined && payloadHash !== createHash('sha256').update(body).digest('hex')) return signatureMismatch();

    const url = new URL(req.url ?? '/', 'http://localhost');
    const query: Record<string, string | string[]> = {};
    for (const name of new Set(url.searchParams.keys())) {
      const values = url.searchParams.getAll(name);
      query[name] = values.length === 1 ? values[0]! : values;
    }
    const expected = await signer.sign(
      { method: req.method ?? 'POST', protocol: 'http:', hostname: headers.host ?? '', path: url.pathname, query, headers, body: new Uint8Array(body) },
      { signingDate: signedAt, signableHeaders: new Set(signedHeaders) },
    );
    const expectedSignature = /Signature=([0-9a-f]{64})$/.exec(String(expected.headers.authorization))?.[1] ?? '';
    const expectedList = /SignedHeaders=([^,\s]+)/.exec(String(expected.headers.authorization))?.[1];
    const matches =
      expectedList === signedHeaderList && expectedSignature.length === signature.length && timingSafeEqual(Buffer.from(expectedSignature), Buffer.from(signature));
    return matches ? null : signatureMismatch();
  };
}

const signatureMismatch = () =>
  refusal(
    'InvalidSignatureException',
    'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method. Consult the service documentation for details.',
  );

/** X-Amz-Date is ISO 8601 basic format: 20250101T120000Z. */
export function parseAmzDate(value: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  return new Date(Date.UTC(year!, month! - 1, day, hour, minute, second));
}

const toAmzDate = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
