import { useState } from 'react'
import type { Notification } from '#core/notifications/notifications.contract.ts'
import { Button } from '#client/components/ui/form.tsx'
import { useNotifications } from '../api/get-notifications.ts'

const PAGE = 10
const MAX = 50

const timeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' })

const CHANNEL: Record<Notification['channel'], string> = { sms: 'SMS', email: 'Email' }

// Status in words (and a symbol), never by colour alone.
const STATUS: Record<Notification['status'], { text: string; mark: string; className: string }> = {
  sent: { text: 'Sent', mark: '✓', className: 'bg-green-100 text-green-900' },
  pending: { text: 'Waiting to send', mark: '…', className: 'bg-amber-100 text-amber-900' },
  failed: { text: 'Could not be sent', mark: '✕', className: 'bg-red-100 text-red-900' },
  skipped: { text: 'Not sent: no address', mark: '–', className: 'bg-stone-200 text-stone-800' },
}

/** The SMS and emails sent to the logged-in user (issue 7), for the profile pages. */
export function MyMessages() {
  const [limit, setLimit] = useState(PAGE)
  const { data, error, isPending, isFetching } = useNotifications(limit)

  return (
    <section aria-labelledby="my-messages-title" className="space-y-3">
      <h2 id="my-messages-title" className="text-xl font-bold text-green-900">
        My messages
      </h2>
      {isPending && <p role="status">Loading messages...</p>}
      {error && <p role="alert">{error.message}</p>}
      {data && data.items.length === 0 && <p>No messages yet.</p>}
      {data && data.items.length > 0 && (
        <ul className="space-y-3">
          {data.items.map((m) => {
            const status = STATUS[m.status]
            return (
              <li key={m.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold">
                    {CHANNEL[m.channel]}
                    <span className="font-normal text-stone-600"> to {m.recipient}</span>
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
                    {timeFormat.format(new Date(m.sentAt ?? m.createdAt))}
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
          Show more messages
        </Button>
      )}
    </section>
  )
}
