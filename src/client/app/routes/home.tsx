import { lazy, Suspense } from 'react'
import { Link, useNavigate } from 'react-router'
import type { Role } from '#core/auth/roles.ts'
import { paths } from '#client/config/paths.ts'
import { useNotify } from '#client/components/ui/notices.tsx'
import { WhenNearView } from '#client/components/ui/when-near-view.tsx'
import { useSession } from '#client/features/auth/api/session.ts'
import { useT } from '#client/i18n/i18n.tsx'

// The contact form, with the form library, loads as its place nears the screen, not with the page.
const ContactForm = lazy(() =>
  import('#client/features/contact/components/contact-form.tsx').then((m) => ({
    default: m.ContactForm,
  })),
)

export function Component() {
  const { data } = useSession()
  const navigate = useNavigate()
  const notify = useNotify()
  const t = useT()
  const user = data?.user ?? null

  const promises = [
    [
      t('Fair pricing'),
      t('Live mandi rates and a 7-day forecast, so every deal starts from the real market price.'),
    ],
    [
      t('Transparency'),
      t('Buyers see who grew their food; farmers see every order and its status as it moves.'),
    ],
    [
      t('A better supply chain'),
      t('Orders go from Pending to In Transit to Delivered, and both sides see each step live.'),
    ],
  ] as const
  const claims = [
    ['500+', t('farmers onboarded')],
    ['1000+', t('successful transactions')],
    ['50+', t('local markets')],
  ] as const

  const openFor = (role: Role, target: string) => {
    // A visitor registers first, as the role of the section opened (a buyer unless said).
    if (!user)
      return void navigate(role === 'farmer' ? `${paths.register}?role=farmer` : paths.register)
    if (user.activeRole === role) return void navigate(target)
    notify(
      role === 'farmer'
        ? t('Access Denied: Only Farmers can access this section.')
        : t('Access Denied: Only Buyers can access this section.'),
      'error',
    )
  }

  return (
    <div className="space-y-16">
      <section className="rounded-2xl bg-gradient-to-br from-green-800 to-green-600 px-6 py-16 text-center text-white shadow-lg sm:py-24">
        <h1 className="text-3xl font-extrabold sm:text-5xl">{t('Welcome to FarmTrek')}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-green-50 sm:text-xl">
          {t('Connecting Farmers & Buyers for a better marketplace')}
        </p>
        <Link
          to={paths.register}
          className="mt-8 inline-flex min-h-12 items-center rounded-full bg-amber-300 px-8 text-lg font-bold text-green-950 shadow hover:bg-amber-200"
        >
          {t('Get Started')}
        </Link>
      </section>

      <section aria-labelledby="promises" className="grid gap-6 sm:grid-cols-3">
        <h2 id="promises" className="sr-only">
          {t('Our promises')}
        </h2>
        {promises.map(([title, text]) => (
          <div key={title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
            <h3 className="text-lg font-bold text-green-900">{title}</h3>
            <p className="mt-2 text-stone-700">{text}</p>
          </div>
        ))}
      </section>

      <section
        aria-labelledby="claims"
        className="rounded-xl bg-amber-50 p-6 ring-1 ring-amber-200"
      >
        <h2 id="claims" className="sr-only">
          {t('FarmTrek in numbers')}
        </h2>
        <dl className="grid gap-6 text-center sm:grid-cols-3">
          {claims.map(([n, label]) => (
            <div key={label}>
              <dt className="text-stone-700">{label}</dt>
              <dd className="order-first text-4xl font-extrabold text-green-900">{n}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="features">
        <h2 id="features" className="text-2xl font-bold text-green-900">
          {t('What you can do')}
        </h2>
        <div className="mt-6 grid gap-6 sm:grid-cols-3">
          <FeatureCard
            title={t('For Farmers')}
            text={t(
              'List your crops, watch live mandi prices, get a 7-day forecast and run your orders.',
            )}
            action={t('Open farmers')}
            onOpen={() => openFor('farmer', paths.farmerDashboard)}
          />
          <FeatureCard
            title={t('For Buyers')}
            text={t(
              'Browse fresh produce straight from farmers, keep a cart and check out in minutes.',
            )}
            action={t('Open buyers')}
            onOpen={() => openFor('buyer', paths.buyerDashboard)}
          />
          <FeatureCard
            title={t('Marketplace')}
            text={t('See what farmers are selling right now, with prices and quantities.')}
            action={t('Open marketplace')}
            onOpen={() => void navigate(paths.marketplace)}
          />
        </div>
      </section>

      <section aria-labelledby="about" className="grid gap-6 sm:grid-cols-2">
        <div>
          <h2 id="about" className="text-2xl font-bold text-green-900">
            {t('About FarmTrek')}
          </h2>
          <p className="mt-3 text-stone-700">
            {t(
              "FarmTrek is a marketplace built for India's farmers and the people who buy from them. Farmers see the same Agmarknet mandi prices traders see, with an honest forecast of where they are heading, and sell directly to buyers. Buyers get fresh produce at fair prices and can follow every order from the farm to their door.",
            )}
          </p>
          <Link
            to={paths.about}
            className="mt-3 inline-flex min-h-11 items-center font-semibold text-green-800 underline"
          >
            {t('Read more about us')}
          </Link>
        </div>
        <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
          <h2 className="text-xl font-bold text-green-900">{t('Contact us')}</h2>
          <WhenNearView minHeight="24rem">
            <Suspense fallback={null}>
              <ContactForm />
            </Suspense>
          </WhenNearView>
        </div>
      </section>
    </div>
  )
}

function FeatureCard({
  title,
  text,
  action,
  onOpen,
}: {
  title: string
  text: string
  action: string
  onOpen: () => void
}) {
  return (
    <div className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <h3 className="text-lg font-bold text-green-900">{title}</h3>
      <p className="mt-2 flex-1 text-stone-700">{text}</p>
      <button
        type="button"
        onClick={onOpen}
        className="mt-4 inline-flex min-h-11 items-center justify-center rounded-md bg-green-700 px-4 font-semibold text-white hover:bg-green-800"
      >
        {action}
      </button>
    </div>
  )
}
