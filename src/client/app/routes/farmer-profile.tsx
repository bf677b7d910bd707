import { ProfileView } from '#client/features/auth/components/profile-view.tsx'
import { AlertsLink } from '#client/features/alerts/components/alerts-link.tsx'
import { MyMessages } from '#client/features/notifications/components/my-messages.tsx'
import { PayoutDetailsForm } from '#client/features/payments/components/payout-details-form.tsx'

export function Component() {
  return (
    <ProfileView role="farmer">
      <PayoutDetailsForm />
      <AlertsLink />
      <MyMessages />
    </ProfileView>
  )
}
