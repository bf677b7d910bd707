import { useState, type FormEvent } from 'react'
import {
  ALERT_CHANNEL_RULE,
  ALERT_PERCENT_RULE,
  ALERT_PLACE_RULE,
  ALERT_PRICE_RULE,
  ENTER_ALERT_CROP,
  isForecastCondition,
  type Alert,
  type AlertChannel,
  type AlertCondition,
  type AlertPlaceKind,
  type CreateAlertInput,
} from '#core/alerts/alerts.contract.ts'
import { Button, Field, SelectField } from '#client/components/ui/form.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'
import { ApiRequestError } from '#client/lib/api-client.ts'

type Errors = Partial<Record<'crop' | 'place' | 'thresholdPaise' | 'percent' | 'channels', string>>

/** The place text an alert was set with, for its edit form. */
const placeOf = (a: Alert) =>
  a.placeKind === 'market' ? a.market : a.placeKind === 'state' ? a.state : a.district

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
  const [crop, setCrop] = useState(alert?.crop ?? '')
  const [placeKind, setPlaceKind] = useState<AlertPlaceKind>(alert?.placeKind ?? 'district')
  const [place, setPlace] = useState(alert ? placeOf(alert) : '')
  const [condition, setCondition] = useState<AlertCondition>(alert?.condition ?? 'above')
  const [price, setPrice] = useState(
    alert?.thresholdPaise != null ? String(alert.thresholdPaise / 100) : '',
  )
  const [percent, setPercent] = useState(alert?.percent != null ? String(alert.percent) : '')
  const [channels, setChannels] = useState<AlertChannel[]>(alert?.channels ?? ['sms'])
  const [errors, setErrors] = useState<Errors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const prefix = alert ? `alert-${alert.id}` : 'new-alert'

  const toggle = (c: AlertChannel, on: boolean) =>
    setChannels((cs) => (on ? [...cs.filter((x) => x !== c), c] : cs.filter((x) => x !== c)))

  async function submit(e: FormEvent) {
    e.preventDefault()
    const paise = Math.round(Number(price) * 100)
    const pct = Number(percent)
    const forecast = isForecastCondition(condition)
    const found: Errors = {}
    if (crop.trim() === '') found.crop = ENTER_ALERT_CROP
    if (!forecast && (placeKind === 'market' || placeKind === 'state') && place.trim() === '')
      found.place = ALERT_PLACE_RULE
    if (
      !forecast &&
      !(price.trim() !== '' && Number.isFinite(paise) && paise >= 1 && paise <= 10_000_000)
    )
      found.thresholdPaise = ALERT_PRICE_RULE
    if (forecast && !(Number.isInteger(pct) && pct >= 1 && pct <= 100))
      found.percent = ALERT_PERCENT_RULE
    if (channels.length === 0) found.channels = ALERT_CHANNEL_RULE
    setErrors(found)
    setFormError(null)
    if (Object.keys(found).length > 0) return
    try {
      await onSubmit({
        crop: crop.trim(),
        placeKind: forecast ? 'india' : placeKind,
        place: forecast || placeKind === 'india' ? '' : place.trim(),
        condition,
        ...(forecast ? { percent: pct } : { thresholdPaise: paise }),
        channels: (['sms', 'email'] as const).filter((c) => channels.includes(c)),
      })
      if (!alert) {
        setCrop('')
        setPrice('')
        setPercent('')
      }
    } catch (err) {
      if (!(err instanceof ApiRequestError)) throw err
      const text = tm(err)
      if (
        err.field &&
        ['crop', 'place', 'thresholdPaise', 'percent', 'channels'].includes(err.field)
      )
        setErrors({ [err.field]: text })
      else setFormError(text)
    }
  }

  const err = (k: keyof Errors) => (errors[k] ? tm(errors[k]) : undefined)
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field
        id={`${prefix}-crop`}
        label={t('Crop')}
        value={crop}
        onChange={(e) => setCrop(e.target.value)}
        maxLength={100}
        autoComplete="off"
        hint={t('English, Hindi or Tamil names work, e.g. Onion, pyaz, vengayam.')}
        error={err('crop')}
      />
      <SelectField
        id={`${prefix}-condition`}
        label={t('Tell me when')}
        value={condition}
        onChange={(e) => setCondition(e.target.value as AlertCondition)}
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
          value={percent}
          onChange={(e) => setPercent(e.target.value)}
          hint={t("Forecasts are for the crop's price across India.")}
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
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            error={err('thresholdPaise')}
          />
          <SelectField
            id={`${prefix}-place-kind`}
            label={t('Where')}
            value={placeKind}
            onChange={(e) => setPlaceKind(e.target.value as AlertPlaceKind)}
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
              value={place}
              onChange={(e) => setPlace(e.target.value)}
              maxLength={100}
              error={err('place')}
            />
          )}
          {placeKind === 'district' && errors.place && (
            <p className="text-sm text-red-800 sm:col-span-2">{err('place')}</p>
          )}
        </>
      )}
      <fieldset
        className="sm:col-span-2"
        aria-describedby={errors.channels ? `${prefix}-channels-error` : undefined}
      >
        <legend className="text-sm font-medium text-stone-800">{t('Send by')}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {(['sms', 'email'] as const).map((c) => (
            <label key={c} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className="h-5 w-5"
                checked={channels.includes(c)}
                onChange={(e) => toggle(c, e.target.checked)}
              />
              {c === 'sms' ? t('SMS') : t('Email')}
            </label>
          ))}
        </div>
        {errors.channels && (
          <p id={`${prefix}-channels-error`} className="mt-1 text-sm text-red-800">
            {err('channels')}
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
