import { Button, Spinner } from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { formatDate, useI18n } from '#client/i18n/i18n.tsx'
import { deviceName } from '#core/account/user-agent.ts'
import { useDevices, useEndOtherSessions } from '../api/account-calls.ts'

/**
 * The devices signed in to the account, each named as people say it ('Chrome on Android', the
 * full User-Agent in its tooltip), this one marked, and 'Sign out everywhere else'.
 */
export function DevicesList() {
  const { t, tm, locale } = useI18n()
  const notify = useNotify()
  const devices = useDevices()
  const endOthers = useEndOtherSessions()
  const items = devices.data?.items ?? []
  const deviceLabel = (userAgent: string) => {
    const { browser, os } = deviceName(userAgent)
    if (browser && os) return t('{browser} on {os}', { browser, os })
    return browser ?? os ?? t('Unknown device')
  }
  return (
    <div className="space-y-4">
      {devices.isPending && <Spinner label={t('Loading...')} />}
      <ul className="space-y-2">
        {items.map((d) => (
          <li key={d.id} className="rounded-md p-3 ring-1 ring-stone-200">
            <p className="flex flex-wrap items-center gap-2 font-semibold break-words">
              <span title={d.userAgent || undefined}>{deviceLabel(d.userAgent)}</span>
              {d.current && (
                <span className="rounded-full bg-green-100 px-2 py-0.5 text-sm text-green-900">
                  {t('This device')}
                </span>
              )}
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
