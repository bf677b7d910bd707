import { useState } from 'react'
import type { Alert } from '#core/alerts/alerts.contract.ts'
import { Button } from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { usePlaceLabels } from '#client/components/ui/place-label.ts'
import { useI18n } from '#client/i18n/i18n.tsx'
import { ApiRequestError } from '#client/lib/api-client.ts'
import { cropName } from '#client/lib/crop-name.ts'
import { formatPaise } from '#core/money/money.ts'
import { useDeleteAlert } from '../api/delete-alert.ts'
import { useUpdateAlert } from '../api/update-alert.ts'
import { AlertForm } from './alert-form.tsx'

/** The user's alerts, each with Pause/Resume, Edit and Delete (asked again before deleting). */
export function AlertsList({ alerts }: { alerts: Alert[] }) {
  const { t } = useI18n()
  if (alerts.length === 0) {
    return <p className="text-stone-700">{t('You have no price alerts yet.')}</p>
  }
  return (
    <ul className="grid gap-4">
      {alerts.map((a) => (
        <AlertItem key={a.id} alert={a} />
      ))}
    </ul>
  )
}

function AlertItem({ alert }: { alert: Alert }) {
  const { t, tm, lang, locale } = useI18n()
  const notify = useNotify()
  const update = useUpdateAlert()
  const remove = useDeleteAlert()
  const [editing, setEditing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const crop = cropName(alert.crop, t, lang)
  const named = usePlaceLabels()
  // One whole phrase per kind of place: Hindi and Tamil change the place's word before the
  // postposition ('Nashik ज़िले में', 'Nashik மாவட்டத்தில்'), so the place is not a word to drop in.
  const title = {
    market: () => t('{crop} at {market}', { crop, market: alert.market }),
    district: () =>
      t('{crop} in {district} district', {
        crop,
        district: named.district(alert.district, alert.state),
      }),
    state: () => t('{crop} in {state}', { crop, state: named.state(alert.state) }),
    india: () => t('{crop} across India', { crop }),
  }[alert.placeKind]()
  const price = alert.thresholdPaise === null ? '' : formatPaise(alert.thresholdPaise, locale)
  const percent = alert.percent ?? 0
  const rule = {
    above: () => t('Above {price} per kg', { price }),
    below: () => t('Below {price} per kg', { price }),
    forecastUp: () => t('Forecast up by more than {percent}% within 7 days', { percent }),
    forecastDown: () => t('Forecast down by more than {percent}% within 7 days', { percent }),
  }[alert.condition]()
  const by = alert.channels.map((c) => (c === 'sms' ? t('SMS') : t('Email'))).join(', ')
  const status = alert.paused
    ? t('Paused')
    : alert.status === 'fired'
      ? t('Sent; waiting for the price to come back across the line')
      : t('Watching')
  const fail = (err: unknown) => {
    if (err instanceof ApiRequestError) notify(tm(err), 'error')
    else throw err
  }
  const headingId = `alert-${alert.id}-title`

  return (
    <li
      aria-labelledby={headingId}
      className="rounded-lg border border-stone-300 bg-white p-4 shadow-sm"
    >
      <h3 id={headingId} className="text-lg font-semibold text-green-900">
        {title}
      </h3>
      <p>{rule}</p>
      <p className="text-sm text-stone-700">
        {t('By {channels}', { channels: by || t('no channel') })} · {status}
      </p>
      {editing ? (
        <div className="mt-4">
          <AlertForm
            alert={alert}
            busy={update.isPending}
            onCancel={() => setEditing(false)}
            onSubmit={async (input) => {
              await update.mutateAsync({ id: alert.id, ...input })
              setEditing(false)
              notify(t('Alert saved.'), 'success')
            }}
          />
        </div>
      ) : confirming ? (
        <div
          className="mt-3 flex flex-wrap items-center gap-3"
          role="group"
          aria-label={t('Delete this alert?')}
        >
          <p className="font-medium">{t('Delete this alert?')}</p>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() =>
              void remove
                .mutateAsync(alert.id)
                .then(() => notify(t('Alert deleted.'), 'success'), fail)
            }
          >
            {t('Delete')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)} autoFocus>
            {t('Keep it')}
          </Button>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-3">
          <Button
            variant="secondary"
            disabled={update.isPending}
            onClick={() =>
              void update.mutateAsync({ id: alert.id, paused: !alert.paused }).catch(fail)
            }
          >
            {alert.paused ? t('Resume') : t('Pause')}
          </Button>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('Edit')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('Delete')}
          </Button>
        </div>
      )}
    </li>
  )
}
