import { useState } from 'react'
import { useNotify } from '#client/components/ui/notices.tsx'
import { Button } from '#client/components/ui/form.tsx'
import { formatDate, useI18n } from '#client/i18n/i18n.tsx'
import { useRateableLine } from '../api/get-my-ratings.ts'
import { useRateLine } from '../api/rate-line.ts'
import { Dialog } from '#client/components/ui/dialog.tsx'
import { RatingForm } from './rating-form.tsx'
import { Stars } from './stars.tsx'

/**
 * On a line of the buyer's order: once its delivery is confirmed, 'Rate the farmer' opens a small
 * dialog with stars and a comment; a given rating shows its stars and can be changed until its
 * last day. Nothing for a line that cannot be rated (yet).
 */
export function RateFarmer({ lineId, now = new Date() }: { lineId: string; now?: Date }) {
  const line = useRateableLine(lineId)
  const rate = useRateLine()
  const notify = useNotify()
  const { t, tm, locale } = useI18n()
  const [open, setOpen] = useState(false)
  if (!line) return null
  const rating = line.rating
  const editable = !rating || now.getTime() <= new Date(rating.editableUntil).getTime()
  const label = t('Rate {farmer}', { farmer: line.farmerName })
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {rating && (
        <span className="text-sm text-stone-700">
          {t('Your rating:')} <Stars value={rating.stars} />
        </span>
      )}
      {editable && (
        <Button
          type="button"
          variant="secondary"
          aria-label={
            rating ? t('Change your rating of {farmer}', { farmer: line.farmerName }) : label
          }
          onClick={() => {
            rate.reset()
            setOpen(true)
          }}
        >
          {rating ? t('Change rating') : t('Rate the farmer')}
        </Button>
      )}
      {open && (
        <Dialog label={label} onClose={() => setOpen(false)}>
          <h2 className="mb-1 text-xl font-semibold text-green-900">{label}</h2>
          <p className="mb-4 text-sm text-stone-700">
            {rating
              ? t('You can change it until {date}.', {
                  date: formatDate(rating.editableUntil, locale, 'medium'),
                })
              : t('You can change it for 7 days after saving.')}
          </p>
          <RatingForm
            initial={{ stars: rating?.stars, comment: rating?.comment ?? '' }}
            pending={rate.isPending}
            error={rate.error ? tm(rate.error) : null}
            onCancel={() => setOpen(false)}
            onSubmit={(value) =>
              rate.mutate(
                { orderNumber: line.orderNumber, lineId: line.lineId, ...value },
                {
                  onSuccess: () => {
                    setOpen(false)
                    notify(t('Thank you! Your rating is saved.'), 'success')
                  },
                },
              )
            }
          />
        </Dialog>
      )}
    </div>
  )
}
