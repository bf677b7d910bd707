import { useState, type FormEvent, type ReactNode } from 'react'
import {
  parseListingForm,
  type CreateListingInput,
  type ListingFormValues,
} from '#core/listings/listings.contract.ts'
import { Button, Field, Spinner } from '#client/components/ui/form.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'

export type ListingFormProps = {
  initial?: ListingFormValues
  submitLabel: string
  pendingLabel: string
  pending: boolean
  /** A message from the last submit (server or login problem), shown as an alert. */
  error?: string | null
  /** Below the crop name, e.g. the fair-price hint. */
  cropHint?: ReactNode
  onCropChange?: (crop: string) => void
  onSubmit: (value: CreateListingInput) => void
  /** Extra buttons after the submit button (Cancel in the edit dialog). */
  actions?: ReactNode
}

const EMPTY: ListingFormValues = { productName: '', price: '', quantity: '' }

/** Crop Name, Price per kg, Quantity (kg), checked with the API's own rules before sending. */
export function ListingForm(props: ListingFormProps) {
  const [values, setValues] = useState<ListingFormValues>(props.initial ?? EMPTY)
  const { t, tm } = useI18n()
  const [problem, setProblem] = useState<{
    field: keyof ListingFormValues
    message: string
  } | null>(null)

  const set = (field: keyof ListingFormValues) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }))
    if (field === 'productName') props.onCropChange?.(e.target.value)
    if (problem?.field === field) setProblem(null)
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (props.pending) return
    const parsed = parseListingForm(values)
    if (!parsed.ok) {
      setProblem({ field: parsed.field, message: parsed.message })
      return
    }
    setProblem(null)
    props.onSubmit(parsed.value)
  }

  const raw = problem?.message ?? props.error ?? null
  const message = raw && tm(raw)
  const invalid = (field: keyof ListingFormValues) => (problem?.field === field ? true : undefined)

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field
        label={t('Crop Name')}
        name="productName"
        autoComplete="off"
        maxLength={120}
        value={values.productName}
        onChange={set('productName')}
        aria-invalid={invalid('productName')}
        hint={props.cropHint}
      />
      <Field
        label={t('Price per kg')}
        name="price"
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
        value={values.price}
        onChange={set('price')}
        aria-invalid={invalid('price')}
      />
      <Field
        label={t('Quantity (kg)')}
        name="quantity"
        type="number"
        inputMode="numeric"
        min="1"
        step="1"
        value={values.quantity}
        onChange={set('quantity')}
        aria-invalid={invalid('quantity')}
      />
      {message && (
        <p role="alert" className="text-red-800">
          {message}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={props.pending} className="flex-1 sm:flex-none">
          {props.pending && <Spinner />}
          {props.pending ? props.pendingLabel : props.submitLabel}
        </Button>
        {props.actions}
      </div>
    </form>
  )
}
