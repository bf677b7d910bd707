import { useState } from 'react'
import type { Notification } from '#core/notifications/notifications.contract.ts'
import { Button } from '#client/components/ui/form.tsx'
import { formatDate, useI18n } from '#client/i18n/i18n.tsx'
import { useNotifications } from '#client/features/notifications/api/get-notifications.ts'

const PAGE = 10
const MAX = 50

type T = ReturnType<typeof useI18n>['t']

const channelName = (t: T): Record<Notification['channel'], string> => ({
  sms: t('SMS'),
  email: t('Email'),
})

// Status in words (and a symbol), never by colour alone.
const statusLook = (
  t: T,
): Record<Notification['status'], { text: string; mark: string; className: string }> => ({
  sent: { text: t('Sent'), mark: '✓', className: 'bg-green-100 text-green-900' },
  pending: { text: t('Waiting to send'), mark: '…', className: 'bg-amber-100 text-amber-900' },
  failed: { text: t('Could not be sent'), mark: '✕', className: 'bg-red-100 text-red-900' },
  skipped: { text: t('Not sent: no address'), mark: '–', className: 'bg-stone-200 text-stone-800' },
  suppressed: {
    text: t('Not sent: held back'),
    mark: '–',
    className: 'bg-stone-200 text-stone-800',
  },
})

/** The SMS and emails sent to the logged-in user, for the profile pages. */
export function MyMessages() {
  const [limit, setLimit] = useState(PAGE)
  const { data, error, isPending, isFetching } = useNotifications(limit)
  const { t, tm, locale } = useI18n()
  const CHANNEL = channelName(t)
  const STATUS = statusLook(t)

  return (
    <section aria-labelledby="my-messages-title" className="space-y-3">
      <h2 id="my-messages-title" className="text-xl font-bold text-green-900">
        {t('My messages')}
      </h2>
      {isPending && <p role="status">{t('Loading messages...')}</p>}
      {error && <p role="alert">{tm(error)}</p>}
      {data && data.items.length === 0 && <p>{t('No messages yet.')}</p>}
      {data && data.items.length > 0 && (
        <ul className="space-y-3">
          {data.items.map((m) => {
            const status = STATUS[m.status]
            return (
              <li key={m.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold">
                    {CHANNEL[m.channel]}
                    <span className="font-normal text-stone-600">
                      {' '}
                      {t('to {recipient}', { recipient: m.recipient })}
                    </span>
                  </span>
                  <span
                    className={`rounded-full px-2 py-0.5 text-sm font-medium ${status.className}`}
                  >
                    <span aria-hidden="true">{status.mark} </span>
                    {status.text}
                  </span>
                </div>
                <p className="mt-1 break-words">{m.subject}</p>
                <p className="mt-1 text-sm text-stone-600">
                  <time dateTime={m.sentAt ?? m.createdAt}>
                    {formatDate(m.sentAt ?? m.createdAt, locale, 'mediumTime')}
                  </time>
                </p>
              </li>
            )
          })}
        </ul>
      )}
      {data && data.total > data.items.length && limit < MAX && (
        <Button
          variant="secondary"
          onClick={() => setLimit((n) => Math.min(n + PAGE, MAX))}
          disabled={isFetching}
        >
          {t('Show more messages')}
        </Button>
      )}
    </section>
  )
}
