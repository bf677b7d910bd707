/** The compressions the server sends, best first. */
export type ContentEncoding = 'br' | 'gzip'

/**
 * Accept-Encoding values remembered with their answer: browsers send a handful of distinct ones,
 * one on every request. A client may send anything, so the count and each value's length are bounded.
 */
const KNOWN_HEADERS = 256
const KNOWN_HEADER_CHARS = 200
const byHeader = new Map<string, ContentEncoding | null>()

/**
 * The best encoding of ours that an `Accept-Encoding` header accepts, or null for the body as it
 * is. A coding with `q=0` is refused, as RFC 9110 (section 12.5.3) says; `*` stands for any
 * coding not named. Brotli wins over gzip whatever their q-values (the client accepts both;
 * brotli is smaller).
 */
export function preferredEncoding(header: string | string[] | undefined): ContentEncoding | null {
  if (!header) return null
  if (typeof header !== 'string') return parse(header.join(','))
  if (header.length > KNOWN_HEADER_CHARS) return parse(header)
  let known = byHeader.get(header)
  if (known === undefined) {
    if (byHeader.size >= KNOWN_HEADERS) byHeader.clear()
    known = parse(header)
    byHeader.set(header, known)
  }
  return known
}

function parse(header: string): ContentEncoding | null {
  const accepted = new Map<string, boolean>()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name.trim(), q === undefined || Number(q.slice(2)) > 0)
  }
  const ok = (coding: ContentEncoding) => accepted.get(coding) ?? accepted.get('*') ?? false
  if (ok('br')) return 'br'
  if (ok('gzip')) return 'gzip'
  return null
}
