import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * POSTs a PutEvents body to the local EventBridge endpoint as an AWS client would: SigV4-signed with
 * `credentials` (none: unsigned). `sentBody` goes out instead of the signed body (a tampered request).
 */
export async function putEvents(
  endpoint: string,
  body: string,
  options: { credentials?: AwsCredentials; region?: string; sentBody?: string } = {},
): Promise<Response> {
  const url = new URL(endpoint);
  let headers: Record<string, string> = { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSEvents.PutEvents' };
  if (options.credentials) {
    const signer = new SignatureV4({ service: 'events', region: options.region ?? 'us-east-1', credentials: options.credentials, sha256: Sha256 });
    const signed = await signer.sign({
      method: 'POST',
      protocol: url.protocol,
      hostname: url.hostname,
      port: Number(url.port),
      path: url.pathname,
      query: {},
      headers: { ...headers, host: url.host },
      body,
    });
    // fetch sends the same Host itself (it may not be set by hand).
    const { host: _host, ...rest } = signed.headers;
    headers = rest;
  }
  return fetch(url, { method: 'POST', headers, body: options.sentBody ?? body });
}
