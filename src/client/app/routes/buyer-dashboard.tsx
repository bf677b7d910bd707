import { Link } from 'react-router'
import { paths } from '#client/config/paths.ts'
import { useT } from '#client/i18n/i18n.tsx'

export function Component() {
  const t = useT()
  const tiles = [
    {
      to: paths.shop,
      title: t('Products'),
      text: t('Browse fresh produce and farmers’ live listings.'),
    },
    { to: paths.cart, title: t('View Orders'), text: t('See your cart and check out.') },
    {
      to: paths.orderHistory,
      title: t('Transactions'),
      text: t('Follow your past and current orders live.'),
    },
    { to: paths.home, title: t('Offers'), text: t('Seasonal offers from our farmers.') },
  ]
  return (
    <div className="space-y-8">
      <section className="rounded-2xl bg-gradient-to-br from-green-800 to-green-600 px-6 py-10 text-white shadow">
        <h1 className="text-2xl font-bold sm:text-4xl">{t('Welcome, Buyer!')}</h1>
        <p className="mt-2 text-lg text-green-50">
          {t('Find the best fresh produce at fair prices.')}
        </p>
      </section>
      <nav aria-label={t('Buyer')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tiles.map((tile) => (
          <Link
            key={tile.to}
            to={tile.to}
            className="flex min-h-11 flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 hover:ring-green-600 focus-visible:ring-2 focus-visible:ring-green-700"
          >
            <span className="text-lg font-bold text-green-900">{tile.title}</span>
            <span className="mt-1 text-stone-700">{tile.text}</span>
          </Link>
        ))}
      </nav>
    </div>
  )
}
