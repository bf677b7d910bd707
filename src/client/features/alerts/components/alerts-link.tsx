import { Link } from 'react-router'
import { paths } from '#client/config/paths.ts'
import { useI18n } from '#client/i18n/i18n.tsx'

/** On the profile pages: where price alerts are set. */
export function AlertsLink() {
  const { t } = useI18n()
  return (
    <p>
      <Link to={paths.alerts} className="font-semibold text-green-800 underline">
        {t('Price alerts: get an SMS or email when a crop’s price crosses your line')}
      </Link>
    </p>
  )
}
