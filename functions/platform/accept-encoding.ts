/**
 * Accept-Encoding, read as RFC 9110 says: by route() for the API's answers and by the local gateway
 * for the site's files. Its own module, free of side effects: the local gateway imports it before
 * the stack has set the environment that route()'s logger, metrics and tracer read at import.
 */

/**
 * Whether an Accept-Encoding header (RFC 9110, section 12.5.3) allows gzip: `gzip` (or `x-gzip`)
 * with a weight above 0, or else `*` with a weight above 0. `q=0` means "not acceptable".
 */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return acceptsCoding(acceptEncoding, ['gzip', 'x-gzip']);
}

/** The same for brotli (`br`): the local gateway serves the site's files as CloudFront does. */
export function acceptsBrotli(acceptEncoding: string | undefined): boolean {
  return acceptsCoding(acceptEncoding, ['br']);
}

/** Whether a coding named by `names` has a weight above 0, named itself or else through `*`. */
function acceptsCoding(acceptEncoding: string | undefined, names: readonly string[]): boolean {
  if (!acceptEncoding) return false;
  let named: number | undefined;
  let any: number | undefined;
  for (const member of acceptEncoding.split(',')) {
    const [name = '', ...params] = member.split(';');
    const coding = name.trim().toLowerCase();
    let weight = 1;
    for (const param of params) {
      const q = /^\s*q\s*=\s*(\S*)\s*$/i.exec(param);
      // A malformed weight counts as 0: never send what the client may not decode.
      if (q) weight = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(q[1] ?? '') ? Number(q[1]) : 0;
    }
    if (names.includes(coding)) named = Math.max(named ?? 0, weight);
    else if (coding === '*') any = weight;
  }
  return (named ?? any ?? 0) > 0;
}
