import type { IncomingHttpHeaders } from 'node:http'

/** Node's request headers as web `Headers`, as better-auth's server API takes them. */
export function toWebHeaders(headers: IncomingHttpHeaders): Headers {
  const out = new Headers()
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) out.append(name, v)
  }
  return out
}
