import { Link } from 'react-router'
import { paths } from '#client/config/paths.ts'

const tiles = [
  {
    to: paths.products,
    title: 'Products',
    text: 'Browse fresh produce and farmers’ live listings.',
  },
  { to: paths.orders, title: 'View Orders', text: 'See your cart and check out.' },
  {
    to: paths.transactions,
    title: 'Transactions',
    text: 'Follow your past and current orders live.',
  },
  { to: paths.home, title: 'Offers', text: 'Seasonal offers from our farmers.' },
] as const

export function Component() {
  return (
    <div className="space-y-8">
      <section className="rounded-2xl bg-gradient-to-br from-green-800 to-green-600 px-6 py-10 text-white shadow">
        <h1 className="text-2xl font-bold sm:text-4xl">Welcome, Buyer!</h1>
        <p className="mt-2 text-lg text-green-50">Find the best fresh produce at fair prices.</p>
      </section>
      <nav aria-label="Buyer" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tiles.map((t) => (
          <Link
            key={t.title}
            to={t.to}
            className="flex min-h-11 flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 hover:ring-green-600 focus-visible:ring-2 focus-visible:ring-green-700"
          >
            <span className="text-lg font-bold text-green-900">{t.title}</span>
            <span className="mt-1 text-stone-700">{t.text}</span>
          </Link>
        ))}
      </nav>
    </div>
  )
}
