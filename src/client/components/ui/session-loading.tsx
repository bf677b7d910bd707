import { useT } from '#client/i18n/i18n.tsx'

/** Shown while the session resolves, so a page never flashes the logged-out view. */
export function SessionLoading() {
  const t = useT()
  return (
    <p role="status" className="py-16 text-center text-stone-600">
      {t('Loading...')}
    </p>
  )
}
