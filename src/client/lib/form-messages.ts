import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useI18n } from '#client/i18n/i18n.tsx'
import { serverField } from './server-field.ts'

/**
 * A react-hook-form form's messages in the reader's language. `errorOf(name)` is the field's
 * error for Field's `error` (undefined when it has none). `onServerError(elsewhere)` makes a
 * mutation's onError: the server's message stands at the field it names, focused, when `fields`
 * has it; any other goes to `elsewhere` (the form's alert or a notice).
 */
export function useFormMessages<T extends FieldValues, K extends Path<T> & keyof T>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any context and resolver output
  form: UseFormReturn<T, any, any>,
  fields: readonly K[],
) {
  const { tm } = useI18n()
  const errorOf = (name: K) => {
    // A top-level field's error message is a string (the generic type allows nested errors).
    const text: unknown = form.formState.errors[name]?.message
    return typeof text === 'string' && text ? tm(text) : undefined
  }
  const onServerError = (elsewhere: (message: string) => void) => (err: Error) => {
    const field = serverField(err, fields)
    if (field) form.setError(field, { message: tm(err) }, { shouldFocus: true })
    else elsewhere(tm(err))
  }
  return { errorOf, onServerError }
}
