/** Values a refusal's message is filled with (a crop name, a quantity). */
export type RefusalParams = Record<string, string | number>

/**
 * A rule said no: what the caller did that cannot be done, as a stable code with the values that
 * explain it, and the field of the request it concerns. Core rules return these; the server turns
 * each code into an HTTP status in one place, and the client shows the code's text in the user's
 * language.
 */
export interface Refusal<Code extends string = string> {
  code: Code
  params?: RefusalParams
  field?: string
}

export type Result<T, Code extends string = string> =
  { ok: true; value: T } | { ok: false; refusal: Refusal<Code> }
