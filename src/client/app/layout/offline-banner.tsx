import { formatDate, useI18n } from '#client/i18n/i18n.tsx'
import { lastSynced, useOnline } from '#client/lib/online.ts'

/** Says the app is offline and from when the data shown is. */
export function OfflineBanner() {
  const online = useOnline()
  const { t, locale } = useI18n()
  if (online) return null
  const at = lastSynced()
  return (
    <div
      role="status"
      className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950"
    >
      {t('You are offline.')}{' '}
      {at
        ? t('Showing data from {time}.', {
            time: formatDate(at, locale, 'mediumTime'),
          })
        : t('Showing the data saved on this device.')}
    </div>
  )
}
