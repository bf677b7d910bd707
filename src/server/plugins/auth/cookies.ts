/** The `name=value` pairs of Set-Cookie headers, joined as a Cookie request header. */
export function cookieFrom(setCookie: string | readonly string[] | undefined): string {
  const list = typeof setCookie === 'string' ? [setCookie] : (setCookie ?? [])
  return list.map((c) => c.split(';')[0]).join('; ')
}
