/** The encodings we send, best first: brotli, then gzip (issue 11). */
export type ContentEncoding = 'br' | 'gzip';
export const CONTENT_ENCODINGS: readonly ContentEncoding[] = ['br', 'gzip'];

/**
 * The best of `offered` that the client's Accept-Encoding allows (q > 0), or
 * undefined for the identity encoding. `*` stands for any encoding not named.
 */
export function pickEncoding(
  acceptEncoding: string | undefined,
  offered: readonly ContentEncoding[] = CONTENT_ENCODINGS,
): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: { encoding: ContentEncoding; weight: number } | undefined;
  for (const encoding of offered) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > 0 && (!best || weight > best.weight)) best = { encoding, weight };
  }
  return best?.encoding;
}

/** Adds Accept-Encoding to Vary, once. */
export function varyOnAcceptEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (vary === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary ?? '')) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}
