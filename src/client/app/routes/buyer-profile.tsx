import { ProfileView } from '#client/features/auth/components/profile-view.tsx'
import { MyMessages } from '#client/features/notifications/components/my-messages.tsx'

export function Component() {
  return (
    <ProfileView role="buyer">
      <MyMessages />
    </ProfileView>
  )
}
