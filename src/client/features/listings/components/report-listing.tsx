import { useState } from 'react'
import { Button } from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'
import { useReportListing } from '../api/report-listing.ts'

/**
 * 'Report this listing' for a signed-in visitor who is not its farmer: after a second tap the
 * listing goes to FarmTrek's operators, who hide it or leave it on sale.
 */
export function ReportListingButton({ listingId }: { listingId: string }) {
  const { t, tm } = useI18n()
  const notify = useNotify()
  const report = useReportListing()
  const [state, setState] = useState<'idle' | 'confirming' | 'done'>('idle')
  if (state === 'done')
    return (
      <p className="text-sm text-stone-700">{t('Reported. FarmTrek will review this listing.')}</p>
    )
  if (state === 'idle')
    return (
      <Button type="button" variant="secondary" onClick={() => setState('confirming')}>
        {t('Report this listing')}
      </Button>
    )
  return (
    <div role="group" className="flex flex-wrap items-center gap-2">
      <span className="text-sm">{t('Report this listing to FarmTrek?')}</span>
      <Button
        type="button"
        variant="danger"
        disabled={report.isPending}
        onClick={() =>
          report.mutate(listingId, {
            onSuccess: () => {
              notify(t('Thank you. FarmTrek will review this listing.'), 'success')
              setState('done')
            },
            onError: (err) => {
              notify(tm(err), 'error')
              setState('idle')
            },
          })
        }
      >
        {t('Yes, report it')}
      </Button>
      <Button type="button" variant="secondary" onClick={() => setState('idle')}>
        {t('Keep it')}
      </Button>
    </div>
  )
}

/** What the farmer reads on a listing an operator hid. */
export function HiddenListingNotice({ reason }: { reason: string }) {
  const { t } = useI18n()
  return (
    <p role="status" className="rounded-md border border-amber-400 bg-amber-50 p-3 text-amber-950">
      {t('Hidden by FarmTrek: {reason}', { reason })}
    </p>
  )
}
