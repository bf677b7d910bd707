import { ProfileView } from '#client/features/auth/components/profile-view.tsx'

export function Component() {
  return <ProfileView role="buyer" />
}
