import type { ReactNode } from 'react'
import { PageTitle, Spinner } from '#client/components/ui/form.tsx'
import { usePlaceLabels } from '#client/components/ui/place-label.ts'
import { useI18n } from '#client/i18n/i18n.tsx'
import { useFarmer } from '../api/get-farmer.ts'
import { FarmerComments } from './farmer-comments.tsx'
import { RatingLine } from './stars.tsx'

/**
 * A farmer's public page: name, place, what buyers rated them and their newest comments (with the
 * farmer's answers), then `listings` (the page passes the farmer's live listings). The farmer sees
 * an Answer button on comments; anyone else signed in may report one.
 */
export function FarmerProfile({
  farmerId,
  viewerId,
  listings,
}: {
  farmerId: string
  /** The signed-in account looking, or null for a visitor. */
  viewerId: string | null
  listings: ReactNode
}) {
  const farmer = useFarmer(farmerId)
  const { t, tm } = useI18n()
  const { place } = usePlaceLabels()
  if (farmer.isPending)
    return (
      <p>
        <Spinner /> {t('Loading...')}
      </p>
    )
  if (farmer.isError)
    return (
      <p role="alert" className="text-red-800">
        {tm(farmer.error)}
      </p>
    )
  const { farmer: who, rating, comments } = farmer.data
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <header className="space-y-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
        <PageTitle>{who.name}</PageTitle>
        {who.location && <p className="break-words text-stone-700">{place(who.location)}</p>}
        <p data-testid="farmer-rating">
          <RatingLine rating={rating} />
        </p>
      </header>
      <FarmerComments
        farmerId={who.id}
        comments={comments}
        viewer={{ signedIn: viewerId !== null, isFarmer: viewerId === who.id }}
      />
      <section aria-labelledby="farmer-listings" className="space-y-3">
        <h2 id="farmer-listings" className="text-xl font-bold text-green-900">
          {t('On sale now')}
        </h2>
        {listings}
      </section>
    </div>
  )
}
