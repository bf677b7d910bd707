import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { PageTitle } from '#client/components/ui/form.tsx'
import { paths } from '#client/config/paths.ts'
import { useT } from '#client/i18n/i18n.tsx'

export function BackToShop() {
  const t = useT()
  return (
    <Link
      to={paths.shop}
      className="inline-flex min-h-11 items-center font-semibold text-green-800 underline"
    >
      {t('Back to Products')}
    </Link>
  )
}

export function NotFound() {
  const t = useT()
  return (
    <div className="space-y-4">
      <PageTitle>{t('Product not found')}</PageTitle>
      <BackToShop />
    </div>
  )
}

/**
 * Label and value side by side on one baseline: a value that is a 44 px touch target (the
 * contact's phone link) centres its text in its box, and the label lines up with that text, not
 * with the box's top.
 */
export function Details({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-2">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="font-semibold text-stone-700">{k}</dt>
          <dd className="break-words text-stone-900">{v}</dd>
        </div>
      ))}
    </dl>
  )
}
