import { Link } from 'react-router'
import { paths } from '#client/config/paths.ts'
import { useT } from '#client/i18n/i18n.tsx'

/** The footer: the site's pages (About, Contact, Terms, Privacy). */
export function Footer() {
  const t = useT()
  return (
    <footer className="mt-16 border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-stone-700 sm:flex-row sm:items-center sm:justify-between">
        <p>{t("© FarmTrek — fair prices for India's farmers and buyers.")}</p>
        <nav aria-label={t('Footer')} className="flex flex-wrap gap-2">
          {[
            [paths.about, t('About')],
            [paths.contact, t('Contact')],
            [paths.terms, t('Terms')],
            [paths.privacy, t('Privacy')],
          ].map(([to, label]) => (
            // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- each pair above starts with its path
            <Link key={to} to={to!} className="inline-flex min-h-11 items-center px-2 underline">
              {label}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  )
}
