import { MAX_ALERTS } from '#core/alerts/alerts.contract.ts'
import { PageTitle, Spinner } from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { useCreateAlert } from '#client/features/alerts/api/create-alert.ts'
import { useAlerts } from '#client/features/alerts/api/get-alerts.ts'
import { AlertForm } from '#client/features/alerts/components/alert-form.tsx'
import { AlertsList } from '#client/features/alerts/components/alerts-list.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'

/** /alerts: the user's price alerts, for farmers and buyers alike. */
export function Component() {
  const { t, tm } = useI18n()
  const notify = useNotify()
  const alerts = useAlerts()
  const create = useCreateAlert()
  const items = alerts.data?.items ?? []
  const max = alerts.data?.max ?? MAX_ALERTS
  const full = items.length >= max

  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-8">
      <div>
        <PageTitle>{t('Price alerts')}</PageTitle>
        <p className="mt-2 text-stone-700">
          {t(
            "We send you an SMS or email when a crop's mandi price crosses the line you set: once, with the price and its date, and not again until the price has gone back across the line.",
          )}
        </p>
      </div>
      <section aria-labelledby="new-alert-title" className="rounded-lg bg-green-50 p-4">
        <h2 id="new-alert-title" className="mb-3 text-xl font-semibold text-green-900">
          {t('New alert')}
        </h2>
        {full ? (
          <p>
            {t(
              'You have {max} price alerts, the most one account can hold. Delete one to add another.',
              { max },
            )}
          </p>
        ) : (
          <AlertForm
            busy={create.isPending}
            onSubmit={async (input) => {
              await create.mutateAsync(input)
              notify(t('Alert set.'), 'success')
            }}
          />
        )}
      </section>
      <section aria-labelledby="my-alerts-title">
        <h2 id="my-alerts-title" className="mb-3 text-xl font-semibold text-green-900">
          {t('My alerts ({count} of {max})', { count: items.length, max })}
        </h2>
        {alerts.isPending ? (
          <Spinner label={t('Loading...')} />
        ) : alerts.isError ? (
          <p role="alert" className="text-red-800">
            {tm(alerts.error)}
          </p>
        ) : (
          <AlertsList alerts={items} />
        )}
      </section>
    </div>
  )
}
