import { ApiRequestError } from './api-client.ts'

/**
 * The form field a server error names, when the form has it, so the message can stand next to
 * that field; undefined sends it to the form's alert. A nested name ('delivery.address') matches
 * the form's own field ('address').
 */
export function serverField<K extends string>(err: unknown, fields: readonly K[]): K | undefined {
  if (!(err instanceof ApiRequestError) || !err.field) return undefined
  const last = err.field.split('.').at(-1)
  return fields.find((f) => f === err.field || f === last)
}
