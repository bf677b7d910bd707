import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { FarmerDashboard } from '#core/dashboard/dashboard.contract.ts'
import { PageTitle } from '#client/components/ui/form.tsx'
import { usePlaceLabels } from '#client/components/ui/place-label.ts'
import { StatusBadge } from '#client/components/ui/status-badge.tsx'
import { paths } from '#client/config/paths.ts'
import { useSession } from '#client/features/auth/api/session.ts'
import { useFarmerDashboard } from '#client/features/dashboard/api/get-farmer-dashboard.ts'
import { WeatherWidget } from '#client/features/weather/components/weather-widget.tsx'
import { formatNumber, useI18n, useT } from '#client/i18n/i18n.tsx'
import { formatPaise } from '#core/money/money.ts'
import { formatDay } from '#core/i18n/format.ts'
import { LoadFailed, Loading } from '#client/components/ui/query-state.tsx'

type T = ReturnType<typeof useT>

/** Six resource cards opening government or agriculture sites in a new tab (the farmer stays on FarmTrek). */
const resources = (t: T) => [
  {
    title: t('Farming practices'),
    text: t('Crop advisories, package of practices and expert advice from the Farmers’ Portal.'),
    href: 'https://farmer.gov.in',
    site: 'farmer.gov.in',
  },
  {
    title: t('Market insights'),
    text: t('Daily arrivals and modal prices from mandis across India on Agmarknet.'),
    href: 'https://agmarknet.gov.in',
    site: 'agmarknet.gov.in',
  },
  {
    title: t('Government schemes'),
    text: t('PM-KISAN income support: check eligibility, beneficiary status and eKYC.'),
    href: 'https://pmkisan.gov.in',
    site: 'pmkisan.gov.in',
  },
  {
    title: t('Organic farming'),
    text: t(
      'Participatory Guarantee System certification from the National Centre of Organic Farming.',
    ),
    href: 'https://pgsindia-ncof.gov.in',
    site: 'pgsindia-ncof.gov.in',
  },
  {
    title: t('Events'),
    text: t(
      'Kisan melas, trainings and field days from ICAR institutes and Krishi Vigyan Kendras.',
    ),
    href: 'https://icar.org.in',
    site: 'icar.org.in',
  },
  {
    title: t('Soil health'),
    text: t('Soil Health Card: test results and fertiliser recommendations for your field.'),
    href: 'https://soilhealth.dac.gov.in',
    site: 'soilhealth.dac.gov.in',
  },
]

const topLinks = (t: T) => [
  { to: paths.addListing, label: t('Add Product') },
  { to: paths.realTimePrices, label: t('Real-Time Prices') },
  { to: paths.supplyChain, label: t('Supply Chain') },
]

const card = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200'

function Stat({ label, value, to }: { label: string; value: ReactNode; to: string }) {
  return (
    <Link
      to={to}
      className="flex min-h-11 flex-col rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 hover:ring-green-600 focus-visible:ring-2 focus-visible:ring-green-700"
    >
      <span className="text-2xl font-bold text-green-900 tabular-nums">{value}</span>{' '}
      <span className="mt-1 text-sm text-stone-700">{label}</span>
    </Link>
  )
}

/**
 * What a farmer asks first: how many orders wait, how many listings are on sale,
 * what sold this month and for how much, the newest orders and the listing just added.
 */
function AtAGlance() {
  const { data, isPending, isError, refetch } = useFarmerDashboard()
  const { t, locale } = useI18n()
  if (isPending) return <Loading />
  if (isError)
    return (
      <LoadFailed message={t('Your figures could not be loaded.')} onRetry={() => void refetch()} />
    )
  const n = (v: number) => formatNumber(v, locale)
  return (
    <div className="space-y-6">
      <section aria-labelledby="glance-title">
        <h2 id="glance-title" className="sr-only">
          {t('At a glance')}
        </h2>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="farmer-stats">
          <Stat label={t('Open orders')} value={n(data.openOrders)} to={paths.supplyChain} />
          <Stat
            label={t('Listings on sale')}
            value={n(data.liveListings)}
            to={paths.realTimePrices}
          />
          <Stat
            label={t('Sold this month')}
            value={t('{kg} kg', { kg: n(data.month.soldKg) })}
            to={paths.supplyChain}
          />
          <Stat
            label={t('Earnings this month')}
            value={
              <>
                {formatPaise(data.month.earningsPaise, locale)}{' '}
                {/* Of the earnings: paid so far, and still due from buyers (refunds are not paid). */}
                <span className="block text-sm font-normal text-stone-700">
                  {t('Paid {paid} · due {due}', {
                    paid: formatPaise(data.month.receivedPaise, locale),
                    due: formatPaise(data.month.duePaise, locale),
                  })}
                </span>
              </>
            }
            to={paths.supplyChain}
          />
        </div>
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <NewestOrders orders={data.newestOrders} pending={data.pendingOrders} />
        <NewestListing listing={data.newestListing} />
      </div>
    </div>
  )
}

function NewestOrders({
  orders,
  pending,
}: {
  orders: FarmerDashboard['newestOrders']
  pending: number
}) {
  const { t, locale } = useI18n()
  return (
    <section aria-labelledby="newest-orders-title" className={card}>
      <h2 id="newest-orders-title" className="text-lg font-semibold text-green-900">
        {t('Newest orders')}
      </h2>
      {pending > 0 && (
        <p className="mt-1 text-sm text-stone-700">
          {pending === 1
            ? t('1 order is waiting for you to send it.')
            : t('{count} orders are waiting for you to send them.', {
                count: formatNumber(pending, locale),
              })}
        </p>
      )}
      {orders.length === 0 ? (
        <p className="mt-3 text-stone-700">{t('No orders yet.')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-200">
          {orders.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <span className="min-w-0 flex-1 break-words">
                <span className="font-semibold">
                  {t('{kg} kg {crop}', { kg: formatNumber(o.quantityKg, locale), crop: t(o.crop) })}
                </span>{' '}
                <span className="text-stone-700">
                  {t('for {buyer}, {date}', {
                    buyer: o.buyerName,
                    date: formatDay(o.createdAt, locale),
                  })}
                </span>
              </span>
              <StatusBadge status={o.status} />
            </li>
          ))}
        </ul>
      )}
      <Link
        to={paths.supplyChain}
        className="mt-2 inline-flex min-h-11 items-center font-semibold text-green-800 underline"
      >
        {t('All orders')}
      </Link>
    </section>
  )
}

function NewestListing({ listing }: { listing: FarmerDashboard['newestListing'] }) {
  const { t, locale } = useI18n()
  return (
    <section aria-labelledby="newest-listing-title" className={card}>
      <h2 id="newest-listing-title" className="text-lg font-semibold text-green-900">
        {t('Your latest listing')}
      </h2>
      {listing ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-stone-600">{t('Product Name')}</dt>
          <dd className="font-semibold break-words" data-testid="newest-listing">
            {t(listing.productName)}
          </dd>
          <dt className="text-stone-600">{t('Price')}</dt>
          <dd>{t('{price}/kg', { price: formatPaise(listing.pricePaise, locale) })}</dd>
          <dt className="text-stone-600">{t('Quantity')}</dt>
          <dd>{t('{kg} kg', { kg: formatNumber(listing.quantityKg, locale) })}</dd>
          <dt className="text-stone-600">{t('Added')}</dt>
          <dd>{formatDay(listing.createdAt, locale)}</dd>
        </dl>
      ) : (
        <p className="mt-3 text-stone-700">{t('No products listed yet!')}</p>
      )}
      {/* Add Product is in the tools above. */}
      {listing && (
        <Link
          to={paths.realTimePrices}
          className="mt-2 inline-flex min-h-11 items-center font-semibold text-green-800 underline"
        >
          {t('All your listings')}
        </Link>
      )}
    </section>
  )
}

export function Component() {
  const { data } = useSession()
  const t = useT()
  const user = data?.user
  const name = user?.name?.trim() || t('Farmer')
  const { place } = usePlaceLabels()

  return (
    <div className="space-y-6">
      <nav
        aria-label={t('Farmer tools')}
        className="flex flex-wrap gap-2 rounded-xl bg-green-50 p-3 ring-1 ring-green-200"
      >
        {topLinks(t).map((l) => (
          <Link
            key={l.to}
            to={l.to}
            className="inline-flex min-h-11 flex-1 items-center justify-center rounded-md bg-green-700 px-4 font-semibold whitespace-nowrap text-white hover:bg-green-800 sm:flex-none"
          >
            {l.label}
          </Link>
        ))}
      </nav>

      <PageTitle>{t('Welcome, {name}!', { name })}</PageTitle>

      <AtAGlance />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <WeatherWidget key={user?.district ?? ''} city={user?.district ?? undefined} />
        </div>
        <section
          aria-labelledby="profile-title"
          className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
        >
          <h2 id="profile-title" className="text-lg font-semibold text-green-900">
            {t('Your profile')}
          </h2>
          <dl className="mt-3 space-y-2">
            {(
              [
                [t('Name'), user?.name],
                [t('Email'), user?.email],
                [t('Phone'), user?.phone],
                [t('Location'), user?.location && place(user.location)],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm text-stone-600">{label}</dt>
                <dd className="font-medium break-words">{value || '—'}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      <figure className="rounded-xl bg-amber-50 p-5 ring-1 ring-amber-200">
        <blockquote className="text-lg text-stone-800 italic">
          {t(
            '“The ultimate goal of farming is not the growing of crops, but the cultivation and perfection of human beings.”',
          )}
        </blockquote>
        <figcaption className="mt-2 text-sm text-stone-700">{t('— Masanobu Fukuoka')}</figcaption>
      </figure>

      <section aria-labelledby="resources-title" className="space-y-3">
        <h2 id="resources-title" className="text-xl font-semibold text-green-900">
          {t('Resources')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {resources(t).map((r) => (
            <li key={r.title}>
              <a
                href={r.href}
                target="_blank"
                rel="noopener noreferrer"
                className="block h-full rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 hover:ring-green-600 focus-visible:ring-2"
              >
                <h3 className="font-semibold text-green-900">{r.title}</h3>
                <p className="mt-1 text-stone-700">{r.text}</p>
                <p className="mt-2 text-sm break-all text-green-800 underline">
                  {r.site}
                  <span className="sr-only"> {t('(opens in a new tab)')}</span>
                </p>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
