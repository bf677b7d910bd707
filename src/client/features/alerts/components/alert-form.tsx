import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import {
  ALERT_CHANNELS,
  AlertFormSchema,
  isForecastCondition,
  type Alert,
  type AlertFormValues,
  type CreateAlertInput,
} from '#core/alerts/alerts.contract.ts'
import { Button, Field, SelectField } from '#client/components/ui/form.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'
import { ApiRequestError } from '#client/lib/api-client.ts'
import { useFormMessages } from '#client/lib/form-messages.ts'
import { serverField } from '#client/lib/server-field.ts'

const FIELDS = ['crop', 'place', 'price', 'percent', 'channels'] as const

/** The place text an alert was set with, for its edit form. */
const placeOf = (a: Alert) =>
  a.placeKind === 'market' ? a.market : a.placeKind === 'state' ? a.state : a.district

const valuesOf = (alert?: Alert): AlertFormValues => ({
  crop: alert?.crop ?? '',
  placeKind: alert?.placeKind ?? 'district',
  place: alert ? placeOf(alert) : '',
  condition: alert?.condition ?? 'above',
  price: alert?.thresholdPaise != null ? String(alert.thresholdPaise / 100) : '',
  percent: alert?.percent != null ? String(alert.percent) : '',
  channels: alert?.channels ?? ['sms'],
})

/**
 * The alert's rule: crop, place, above/below a price per kg, and SMS and/or email. Checks what it
 * can before sending; the server's refusals (an unknown crop or market) show on their field.
 */
export function AlertForm({
  alert,
  busy,
  onSubmit,
  onCancel,
}: {
  alert?: Alert
  busy: boolean
  onSubmit: (input: CreateAlertInput) => Promise<unknown>
  onCancel?: () => void
}) {
  const { t, tm } = useI18n()
  const form = useForm<AlertFormValues, unknown, CreateAlertInput>({
    resolver: zodResolver(AlertFormSchema),
    defaultValues: valuesOf(alert),
  })
  const { errorOf: err } = useFormMessages(form, FIELDS)
  // A refusal of the whole alert (too many alerts, a missing district), in the reader's words.
  const [formError, setFormError] = useState<string | null>(null)
  const [condition, placeKind] = useWatch({
    control: form.control,
    name: ['condition', 'placeKind'],
  })
  const prefix = alert ? `alert-${alert.id}` : 'new-alert'

  const submit = form.handleSubmit(
    async (input) => {
      setFormError(null)
      try {
        await onSubmit(input)
        // A new alert's form is ready for the next crop, at the same place and channels.
        if (!alert) form.reset({ ...form.getValues(), crop: '', price: '', percent: '' })
      } catch (e) {
        if (!(e instanceof ApiRequestError)) throw e
        // The server names the price by its paise; the form holds it in rupees on `price`.
        const field = e.field === 'thresholdPaise' ? 'price' : serverField(e, FIELDS)
        if (field) form.setError(field, { message: tm(e) }, { shouldFocus: true })
        else setFormError(tm(e))
      }
    },
    () => setFormError(null),
  )

  const channelsError = err('channels')
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field
        id={`${prefix}-crop`}
        label={t('Crop')}
        maxLength={100}
        autoComplete="off"
        hint={t('Names in any of our languages work, e.g. Onion, pyaz, kanda, vengayam.')}
        {...form.register('crop')}
        error={err('crop')}
      />
      <SelectField
        id={`${prefix}-condition`}
        label={t('Tell me when')}
        {...form.register('condition')}
      >
        <option value="above">{t('the price goes above')}</option>
        <option value="below">{t('the price goes below')}</option>
        <option value="forecastUp">{t('the 7-day forecast says up by more than')}</option>
        <option value="forecastDown">{t('the 7-day forecast says down by more than')}</option>
      </SelectField>
      {isForecastCondition(condition) ? (
        <Field
          id={`${prefix}-percent`}
          label={t('Percent (%)')}
          type="number"
          inputMode="numeric"
          min="1"
          max="100"
          step="1"
          hint={t("Forecasts are for the crop's price across India.")}
          {...form.register('percent')}
          error={err('percent')}
        />
      ) : (
        <>
          <Field
            id={`${prefix}-price`}
            label={t('Price per kg (₹)')}
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            {...form.register('price')}
            error={err('price')}
          />
          <SelectField
            id={`${prefix}-place-kind`}
            label={t('Where')}
            {...form.register('placeKind')}
          >
            <option value="district">{t('My district (from my profile)')}</option>
            <option value="market">{t('A market')}</option>
            <option value="state">{t('A state')}</option>
            <option value="india">{t('All India')}</option>
          </SelectField>
          {(placeKind === 'market' || placeKind === 'state') && (
            <Field
              id={`${prefix}-place`}
              label={placeKind === 'market' ? t('Market') : t('State')}
              maxLength={100}
              {...form.register('place')}
              error={err('place')}
            />
          )}
          {placeKind === 'district' && err('place') && (
            <p className="text-sm text-red-800 sm:col-span-2">{err('place')}</p>
          )}
        </>
      )}
      <fieldset
        className="sm:col-span-2"
        aria-describedby={channelsError ? `${prefix}-channels-error` : undefined}
      >
        <legend className="text-sm font-medium text-stone-800">{t('Send by')}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {ALERT_CHANNELS.map((c) => (
            <label key={c} className="inline-flex min-h-11 items-center gap-2">
              <input type="checkbox" className="h-5 w-5" value={c} {...form.register('channels')} />
              {c === 'sms' ? t('SMS') : t('Email')}
            </label>
          ))}
        </div>
        {channelsError && (
          <p id={`${prefix}-channels-error`} className="mt-1 text-sm text-red-800">
            {channelsError}
          </p>
        )}
      </fieldset>
      {formError && (
        <p role="alert" className="text-sm text-red-800 sm:col-span-2">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {alert ? t('Save changes') : t('Set alert')}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('Close')}
          </Button>
        )}
      </div>
    </form>
  )
}
