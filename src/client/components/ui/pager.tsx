import { useT } from '#client/i18n/i18n.tsx'
import { Button } from './form.tsx'

/**
 * Previous · 'Page X of Y' · Next under a paged list. `pageCount` null (the first page still
 * loading) keeps the bar's place with both buttons off and no count.
 */
export function Pager({
  label,
  page,
  pageCount,
  onPage,
}: {
  /** The navigation's accessible name, e.g. 'Market price pages'. */
  label: string
  page: number
  pageCount: number | null
  onPage: (page: number) => void
}) {
  const t = useT()
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      <Button
        type="button"
        variant="secondary"
        onClick={() => onPage(page - 1)}
        disabled={pageCount === null || page <= 1}
      >
        {t('Previous')}
      </Button>
      <span aria-live="polite">
        {pageCount === null ? null : t('Page {page} of {count}', { page, count: pageCount })}
      </span>
      <Button
        type="button"
        variant="secondary"
        onClick={() => onPage(page + 1)}
        disabled={pageCount === null || page >= pageCount}
      >
        {t('Next')}
      </Button>
    </nav>
  )
}
