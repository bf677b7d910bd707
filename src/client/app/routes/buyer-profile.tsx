import { ProfileView } from '#client/features/auth/components/profile-view.tsx'
import { AlertsLink } from '#client/features/alerts/components/alerts-link.tsx'
import { MyMessages } from '#client/features/notifications/components/my-messages.tsx'

export function Component() {
  return (
    <ProfileView role="buyer">
      <AlertsLink />
      <MyMessages />
    </ProfileView>
  )
}
