import { useState } from 'react'
import { Button, Spinner } from '#client/components/ui/form.tsx'
import { formatDate, formatNumber, useI18n } from '#client/i18n/i18n.tsx'
import {
  useMessages,
  useRetryAllFailed,
  useRetryMessage,
  type MessageView,
} from '../api/failed-messages.ts'
import { channelWords, messageKindWords, messageStatusWords } from './console-words.ts'

/**
 * Messages by state: failed for good (each with its error, sent again one by one or all at once),
 * waiting to be sent, and suppressed (a number not verified, the SMS budget reached).
 */
export function MessagesPanel() {
  const { t, tm, locale } = useI18n()
  const [view, setView] = useState<MessageView>('failed')
  const messages = useMessages(view)
  const retry = useRetryMessage()
  const retryAll = useRetryAllFailed()
  const error = retry.error ?? retryAll.error
  const label = (v: MessageView) =>
    v === 'failed' ? t('Failed') : v === 'pending' ? t('Waiting') : t('Suppressed')
  return (
    <div className="grid gap-3">
      <div role="group" aria-label={t('Show')} className="flex flex-wrap gap-2">
        {(['failed', 'pending', 'suppressed'] as const).map((v) => (
          <Button
            key={v}
            variant={v === view ? 'primary' : 'secondary'}
            aria-pressed={v === view}
            onClick={() => setView(v)}
          >
            {label(v)}
          </Button>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-red-800">
          {tm(error)}
        </p>
      )}
      {retryAll.data && (
        <p role="status">
          {t('{count, plural, one {# message is sent again.} other {# messages are sent again.}}', {
            count: retryAll.data.retried,
          })}
        </p>
      )}
      {messages.isPending ? (
        <Spinner label={t('Loading...')} />
      ) : messages.isError ? (
        <p role="alert" className="text-red-800">
          {tm(messages.error)}
        </p>
      ) : messages.data.items.length === 0 ? (
        <p>
          {view === 'failed'
            ? t('No failed messages.')
            : view === 'pending'
              ? t('No messages waiting to be sent.')
              : t('No suppressed messages.')}
        </p>
      ) : (
        <>
          {view === 'failed' && (
            <div>
              <Button disabled={retryAll.isPending} onClick={() => retryAll.mutate()}>
                {retryAll.isPending && <Spinner />}
                {t('Send all failed again')}
              </Button>
            </div>
          )}
          <ul className="grid gap-3">
            {messages.data.items.map((m) => (
              <li key={m.id} className="grid gap-1 rounded-lg border border-stone-300 bg-white p-3">
                <p className="font-semibold wrap-anywhere">
                  #{m.id} {messageKindWords(t, m.kind)} · {channelWords(t, m.channel)} ·{' '}
                  {m.recipient}
                </p>
                <p className="text-sm text-stone-700">
                  {messageStatusWords(t, m.status)} ·{' '}
                  {formatDate(m.createdAt, locale, 'mediumTime')} ·{' '}
                  {t('{count} attempts', { count: formatNumber(m.attempts, locale) })}
                </p>
                {m.lastError && <p className="text-sm wrap-anywhere text-red-800">{m.lastError}</p>}
                {view === 'failed' && (
                  <div>
                    <Button
                      variant="secondary"
                      disabled={retry.isPending}
                      onClick={() => retry.mutate(m.id)}
                    >
                      {t('Send again')}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
