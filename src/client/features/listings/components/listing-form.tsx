import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { CATALOGUE_CATEGORIES } from '#core/catalogue/catalogue.ts'
import {
  LISTING_NAME_MAX,
  ListingFormSchema,
  type CreateListingInput,
  type ListingFormValues,
} from '#core/listings/listings.contract.ts'
import { Button, Field, SelectField, Spinner } from '#client/components/ui/form.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'

export type ListingFormProps = {
  initial?: ListingFormValues
  submitLabel: string
  pendingLabel: string
  pending: boolean
  /** The last submit's server or login problem: next to its field when it names one. */
  error?: { message: string; field?: keyof ListingFormValues } | null
  /** Below the crop name, e.g. the fair-price hint. */
  cropHint?: ReactNode
  onCropChange?: (crop: string) => void
  onSubmit: (value: CreateListingInput) => void
  /** Extra buttons after the submit button (Cancel in the edit dialog). */
  actions?: ReactNode
  /** Before the buttons: the photos to send with a new listing. */
  photos?: ReactNode
}

const EMPTY: ListingFormValues = {
  productName: '',
  price: '',
  quantity: '',
  category: '',
  organic: false,
}
export const LISTING_FIELDS = ['productName', 'price', 'quantity', 'category', 'organic'] as const

/** Crop Name, Price per kg, Quantity (kg), checked with the API's own rules before sending. */
export function ListingForm(props: ListingFormProps) {
  const form = useForm<
    z.input<typeof ListingFormSchema>,
    unknown,
    z.output<typeof ListingFormSchema>
  >({ resolver: zodResolver(ListingFormSchema), defaultValues: props.initial ?? EMPTY })
  const { errors } = form.formState
  const { t, tm } = useI18n()
  const { error } = props
  const { setError } = form

  // A server problem that names a field stands next to it, like the form's own checks.
  useEffect(() => {
    if (error?.field) setError(error.field, { message: error.message }, { shouldFocus: true })
  }, [error, setError])

  const onSubmit = form.handleSubmit((value) => {
    if (!props.pending) props.onSubmit(value)
  })

  const fieldError = (field: keyof ListingFormValues) => {
    const text = errors[field]?.message
    return text ? tm(text) : undefined
  }
  // One alert: the first field's problem (also shown next to it) or a problem of the whole form.
  const first = LISTING_FIELDS.map(fieldError).find(Boolean)
  const alert = first ?? (error && !error.field ? tm(error.message) : undefined)

  const crop = form.register('productName')
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <Field
        label={t('Crop Name')}
        autoComplete="off"
        // The server's limit: one number everywhere (the schema's message names it too).
        maxLength={LISTING_NAME_MAX}
        {...crop}
        onChange={(e) => {
          props.onCropChange?.(e.target.value)
          void crop.onChange(e)
        }}
        error={fieldError('productName')}
        hint={props.cropHint}
      />
      <Field
        label={t('Price per kg')}
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
        {...form.register('price')}
        error={fieldError('price')}
      />
      <Field
        label={t('Quantity (kg)')}
        type="number"
        inputMode="numeric"
        min="1"
        step="1"
        {...form.register('quantity')}
        error={fieldError('quantity')}
      />
      <SelectField
        label={t('Category')}
        {...form.register('category')}
        aria-invalid={errors.category ? true : undefined}
      >
        <option value="">{t('From the crop name')}</option>
        {CATALOGUE_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {t(c)}
          </option>
        ))}
      </SelectField>
      {/* A select, not a checkbox: a thumb-sized (44 px) target at 360 px, like the other fields. */}
      <SelectField
        label={t('Grown organically')}
        {...form.register('organic', { setValueAs: (v: unknown) => v === true || v === 'true' })}
      >
        <option value="false">{t('No')}</option>
        <option value="true">{t('Yes')}</option>
      </SelectField>
      {props.photos}
      {alert && (
        <p role="alert" className={first ? 'sr-only' : 'text-red-800'}>
          {alert}
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
