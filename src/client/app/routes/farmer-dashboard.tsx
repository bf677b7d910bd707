import { Link } from 'react-router'
import { PageTitle } from '#client/components/ui/form.tsx'
import { paths } from '#client/config/paths.ts'
import { useSession } from '#client/features/auth/api/session.ts'
import { WeatherWidget } from '#client/features/weather/components/weather-widget.tsx'
import { useT } from '#client/i18n/i18n.tsx'

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

export function Component() {
  const { data } = useSession()
  const t = useT()
  const user = data?.user
  const name = user?.name?.trim() || t('Farmer')

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

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <WeatherWidget />
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
                [t('Location'), user?.location],
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
