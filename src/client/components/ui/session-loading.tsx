import { useT } from '#client/i18n/i18n.tsx'
import { ServerPaint } from './server-paint.tsx'

/**
 * Shown while the session resolves, so a page never flashes the logged-out view; the page's top
 * instead, when the server drew it.
 */
export function SessionLoading() {
  const t = useT()
  return (
    <ServerPaint
      fallback={
        <p role="status" className="py-16 text-center text-stone-600">
          {t('Loading...')}
        </p>
      }
    />
  )
}
