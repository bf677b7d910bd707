import { useParams } from 'react-router'
import { useSession } from '#client/features/auth/api/session.ts'
import { FarmerListings } from '#client/features/listings/components/farmer-listings.tsx'
import { FarmerProfile } from '#client/features/ratings/components/farmer-profile.tsx'

/** /farmer/:id: a farmer's public page (rating, comments) and their live listings. */
export function Component() {
  const { id = '' } = useParams()
  const session = useSession()
  return (
    <FarmerProfile
      farmerId={id}
      viewerId={session.data?.user?.id ?? null}
      listings={<FarmerListings farmerId={id} />}
    />
  )
}
