import { useT } from '#client/i18n/i18n.tsx'

/** What a section shows while its data loads. */
export function Loading() {
  const t = useT()
  return (
    <p role="status" className="text-stone-700">
      {t('Loading...')}
    </p>
  )
}

/** A section whose data could not be loaded: what failed (already in the reader's language), and a retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT()
  return (
    <p role="alert" className="text-red-800">
      {message}{' '}
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex min-h-11 items-center font-semibold underline"
      >
        {t('Retry')}
      </button>
    </p>
  )
}
