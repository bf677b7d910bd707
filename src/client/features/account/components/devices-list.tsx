import { Button, Spinner } from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { formatDate, useI18n } from '#client/i18n/i18n.tsx'
import { useDevices, useEndOtherSessions } from '../api/account-calls.ts'

/** The devices signed in to the account, this one marked, and 'Sign out everywhere else'. */
export function DevicesList() {
  const { t, tm, locale } = useI18n()
  const notify = useNotify()
  const devices = useDevices()
  const endOthers = useEndOtherSessions()
  const items = devices.data?.items ?? []
  return (
    <div className="space-y-4">
      {devices.isPending && <Spinner label={t('Loading...')} />}
      <ul className="space-y-2">
        {items.map((d) => (
          <li key={d.id} className="rounded-md p-3 ring-1 ring-stone-200">
            <p className="font-semibold break-words">
              {d.userAgent || t('Unknown device')}
              {d.current && ` · ${t('This device')}`}
            </p>
            <p className="text-sm break-words text-stone-600">
              {t('Last used {date}', { date: formatDate(d.lastUsedAt, locale, 'medium') })}
              {d.ipAddress && ` · ${d.ipAddress}`}
            </p>
          </li>
        ))}
      </ul>
      <Button
        type="button"
        variant="secondary"
        disabled={endOthers.isPending || items.length < 2}
        onClick={() =>
          endOthers.mutate(undefined, {
            onSuccess: (r) => notify(tm(r.message), 'success'),
            onError: (err) => notify(tm(err), 'error'),
          })
        }
      >
        {t('Sign out everywhere else')}
      </Button>
    </div>
  )
}
