/** The compressions the server sends, best first. */
export type ContentEncoding = 'br' | 'gzip'

/**
 * The best encoding of ours that an `Accept-Encoding` header accepts, or null for the body as it
 * is. A coding with `q=0` is refused, as RFC 9110 §12.5.3 says; `*` stands for any coding not
 * named. Brotli wins over gzip whatever their q-values (the client accepts both; brotli is
 * smaller).
 */
export function preferredEncoding(header: string | string[] | undefined): ContentEncoding | null {
  if (!header) return null
  const accepted = new Map<string, boolean>()
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
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
