import { useId, type ButtonHTMLAttributes, type ComponentProps, type ReactNode } from 'react'

export const inputClass =
  'mt-1 block min-h-11 w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base shadow-sm focus:border-green-700'

// ComponentProps carries `ref`, which React 19 passes as a prop: a form library can register the input.
type FieldProps = ComponentProps<'input'> & {
  label: string
  error?: string
  hint?: ReactNode
  after?: ReactNode
}

/** A labelled input; `error` is tied to it with aria-describedby and announced. */
export function Field({ label, error, hint, after, id, className, ...rest }: FieldProps) {
  const auto = useId()
  const fid = id ?? auto
  const describedBy =
    [error ? `${fid}-error` : null, hint ? `${fid}-hint` : null].filter(Boolean).join(' ') ||
    undefined
  return (
    <div className={className}>
      <label htmlFor={fid} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="flex items-stretch gap-2">
        <input
          id={fid}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        {after}
      </div>
      {hint && (
        <div id={`${fid}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${fid}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  )
}

type TextAreaProps = ComponentProps<'textarea'> & { label: string; error?: string }

/** A labelled textarea; `error` is tied to it with aria-describedby, as in Field. */
export function TextAreaField({ label, error, id, className, ...rest }: TextAreaProps) {
  const auto = useId()
  const fid = id ?? auto
  return (
    <div className={className}>
      <label htmlFor={fid} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <textarea
        id={fid}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fid}-error` : undefined}
        {...rest}
      />
      {error && (
        <p id={`${fid}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  )
}

type SelectProps = ComponentProps<'select'> & { label: string; children: ReactNode }
export function SelectField({ label, id, children, className, ...rest }: SelectProps) {
  const auto = useId()
  const fid = id ?? auto
  return (
    <div className={className}>
      <label htmlFor={fid} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <select id={fid} className={inputClass} {...rest}>
        {children}
      </select>
    </div>
  )
}

export function Spinner({ label }: { label?: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className="h-4 w-4 animate-spin rounded-full border-2 border-current border-r-transparent"
      />
      {label && <span className="sr-only">{label}</span>}
    </span>
  )
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'danger'
}
export function Button({ variant = 'primary', className = '', ...rest }: ButtonProps) {
  const look =
    variant === 'primary'
      ? 'bg-green-700 text-white hover:bg-green-800 disabled:bg-green-700/60'
      : variant === 'danger'
        ? 'bg-red-700 text-white hover:bg-red-800'
        : 'border border-stone-400 bg-white text-stone-900 hover:bg-stone-100'
  return (
    <button
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 font-semibold disabled:cursor-not-allowed ${look} ${className}`}
      {...rest}
    />
  )
}

export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className="text-2xl font-bold text-green-900 sm:text-3xl">{children}</h1>
}

/**
 * A form's last row: its submit button, with a spinner while the form is sent, and a button that
 * closes the form without sending (labels in the reader's language).
 */
export function FormActions({
  submitLabel,
  closeLabel,
  pending,
  onClose,
}: {
  submitLabel: string
  closeLabel: string
  pending: boolean
  onClose: () => void
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" disabled={pending}>
        {pending && <Spinner />}
        {submitLabel}
      </Button>
      <Button type="button" variant="secondary" onClick={onClose}>
        {closeLabel}
      </Button>
    </div>
  )
}
