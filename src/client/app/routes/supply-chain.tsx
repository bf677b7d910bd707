import { PageTitle } from '#client/components/ui/form.tsx'

// Placeholder until its feature issue lands.
export function Component() {
  return <PageTitle>Supply Chain</PageTitle>
}
