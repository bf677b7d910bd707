import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ComponentType } from 'react'
import { type Location, MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { NoticeProvider } from '#client/components/ui/notices.tsx'
import { I18nProvider } from '#client/i18n/i18n.tsx'

/** Where a page sent the visitor, for tests that follow a navigation. */
function Elsewhere() {
  const { pathname, search } = useLocation()
  return <p data-testid="elsewhere">{pathname + search}</p>
}

/**
 * Renders one page as the app does (React Query, i18n, notices, the router) at `url`, with every
 * other URL a placeholder that names itself. No retries: a failed request shows its error at once.
 */
export function renderPage(Page: ComponentType, path: string, url = path) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const at: { location: Location | null } = { location: null }
  function Spy() {
    at.location = useLocation()
    return null
  }
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        <NoticeProvider>
          <MemoryRouter initialEntries={[url]}>
            <Spy />
            <Routes>
              <Route path={path} element={<Page />} />
              <Route path="*" element={<Elsewhere />} />
            </Routes>
          </MemoryRouter>
        </NoticeProvider>
      </I18nProvider>
    </QueryClientProvider>,
  )
  /** Where the router is now (after the page's navigations). */
  const location = (): Location => {
    if (!at.location) throw new Error('the router has not rendered')
    return at.location
  }
  return { ...view, location, queryClient }
}
