import { Button, Spinner } from '#client/components/ui/form.tsx'
import { formatDate, formatNumber, useI18n } from '#client/i18n/i18n.tsx'
import { useFailedMessages, useRetryMessage } from '../api/failed-messages.ts'

/** Messages that failed for good, each with its error and a button to send it again. */
export function MessagesPanel() {
  const { t, tm, locale } = useI18n()
  const messages = useFailedMessages()
  const retry = useRetryMessage()
  if (messages.isPending) return <Spinner label={t('Loading...')} />
  if (messages.isError)
    return (
      <p role="alert" className="text-red-800">
        {tm(messages.error)}
      </p>
    )
  if (messages.data.items.length === 0) return <p>{t('No failed messages.')}</p>
  return (
    <div className="grid gap-3">
      {retry.error && (
        <p role="alert" className="text-red-800">
          {tm(retry.error)}
        </p>
      )}
      <ul className="grid gap-3">
        {messages.data.items.map((m) => (
          <li key={m.id} className="grid gap-1 rounded-lg border border-stone-300 bg-white p-3">
            <p className="font-semibold wrap-anywhere">
              #{m.id} {m.kind} · {m.channel} · {m.recipient}
            </p>
            <p className="text-sm text-stone-700">
              {formatDate(m.createdAt, locale, 'mediumTime')} ·{' '}
              {t('{count} attempts', { count: formatNumber(m.attempts, locale) })}
            </p>
            {m.lastError && <p className="text-sm wrap-anywhere text-red-800">{m.lastError}</p>}
            <div>
              <Button
                variant="secondary"
                disabled={retry.isPending}
                onClick={() => retry.mutate(m.id)}
              >
                {t('Send again')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
