import { act, render, screen } from '@testing-library/react'
import { lazy, startTransition, Suspense, useLayoutEffect, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '#client/i18n/i18n.tsx'
import { usePageLoading } from '#client/lib/page-loading.ts'
import { RouteErrorBoundary } from './route-error.tsx'
import { lazyPage, lazyRoute, preloadPage, ROUTE_LOAD_TIMEOUT_MS } from './router.tsx'

/** A module whose arrival the test decides. */
function deferredModule() {
  let arrive!: () => void
  let fail!: (err: Error) => void
  const promise = new Promise<{ Component: () => React.JSX.Element }>((resolve, reject) => {
    arrive = () => resolve({ Component: () => <h1>Late page</h1> })
    fail = reject
  })
  return { load: () => promise, arrive, fail }
}

function Busy() {
  return <p data-testid="busy">{String(usePageLoading())}</p>
}

/** Fallbacks committed to the screen (Shell's Suspense), in order. */
let fallbacksShown: string[] = []
function Waiting() {
  useLayoutEffect(() => void fallbacksShown.push('waiting'), [])
  return <p>waiting</p>
}

/** The layout's arrangement (layout.tsx): loading state, error boundary per page, Suspense. */
function Shell({ Page }: { Page: React.ComponentType }) {
  function Frame() {
    const { pathname } = useLocation()
    return (
      <>
        <Busy />
        <Link to="/other">Other</Link>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Waiting />}>
            <Routes>
              <Route path="/" element={<Page />} />
              <Route path="/other" element={<h1>Other page</h1>} />
            </Routes>
          </Suspense>
        </RouteErrorBoundary>
      </>
    )
  }
  return (
    <I18nProvider>
      <MemoryRouter initialEntries={['/']}>
        <Frame />
      </MemoryRouter>
    </I18nProvider>
  )
}

/**
 * Renders `ui` as main.tsx renders the app: in a transition, on React's own scheduler (outside
 * act(), which flushes renders without the pauses in which a resolved module is picked up).
 */
async function renderLikeMain(ui: ReactNode, done: () => void) {
  const g = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  const wasAct = g.IS_REACT_ACT_ENVIRONMENT
  g.IS_REACT_ACT_ENVIRONMENT = false
  const container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  try {
    startTransition(() => root.render(ui))
    await vi.waitFor(done)
  } finally {
    root.unmount()
    container.remove()
    g.IS_REACT_ACT_ENVIRONMENT = wasAct
  }
}

afterEach(() => {
  vi.restoreAllMocks()
  fallbacksShown = []
})

function Broken(): never {
  throw new Error('boom')
}

describe('lazy pages', () => {
  it('says a page is loading until its chunk arrives, then draws it', async () => {
    const m = deferredModule()
    const Page = lazy(lazyRoute(m.load))
    render(<Shell Page={Page} />)
    expect(screen.getByText('waiting')).toBeInTheDocument()
    await vi.waitFor(() => expect(screen.getByTestId('busy')).toHaveTextContent('true'))
    await act(async () => {
      m.arrive()
      await Promise.resolve()
    })
    expect(await screen.findByRole('heading', { name: 'Late page' })).toBeInTheDocument()
    await vi.waitFor(() => expect(screen.getByTestId('busy')).toHaveTextContent('false'))
  })

  it('draws a page whose module arrived before the first render in that render, with no fallback', async () => {
    const m = deferredModule()
    const { Page, start } = lazyPage(m.load)
    const loading = start()
    m.arrive()
    await loading
    await renderLikeMain(<Shell Page={Page} />, () =>
      expect(screen.getByRole('heading', { name: 'Late page' })).toBeVisible(),
    )
    // The fallback's commit is what React's throttle of Suspense reveals counts from (300 ms).
    expect(fallbacksShown).toEqual([])
    // The render asked for no second load: the one before it is shared.
    expect(start()).toBe(loading)
  })

  it('commits the fallback for a page whose module the first render had to ask for', async () => {
    const m = deferredModule()
    const { Page } = lazyPage(m.load)
    await renderLikeMain(<Shell Page={Page} />, () => {
      // The module arrives once the fallback is on screen, however slow the render was.
      if (fallbacksShown.length > 0) m.arrive()
      expect(screen.getByRole('heading', { name: 'Late page' })).toBeVisible()
    })
    expect(fallbacksShown).toEqual(['waiting'])
  })

  it("preloads the module of the page a path names, and nothing for a path that is no page's", async () => {
    expect(preloadPage('/nowhere/at/all')).toBeUndefined()
    const privacy = await import('./routes/privacy.tsx')
    expect((await preloadPage('/privacy'))?.default).toBe(privacy.Component)
    const listing = await import('./routes/shop-item.tsx')
    expect((await preloadPage('/product/listing-42'))?.default).toBe(listing.Component)
    // One load a page: the page's lazy component will share it.
    expect(preloadPage('/privacy')).toBe(preloadPage('/privacy'))
  })

  it('shows the load failure with Retry when the chunk fails, and forgets it on the next page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const m = deferredModule()
    const Page = lazy(lazyRoute(m.load))
    render(<Shell Page={Page} />)
    await act(async () => {
      m.fail(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))
      await Promise.resolve()
    })
    expect(await screen.findByRole('heading', { name: 'This page failed to load' })).toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This page failed to load. Check your connection, then try again.',
    )
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    expect(screen.getByTestId('busy')).toHaveTextContent('false')
    act(() => screen.getByRole('link', { name: 'Other' }).click())
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'This page failed to load' })).toBeNull()
  })

  it('gives up on a chunk still loading after ROUTE_LOAD_TIMEOUT_MS, once', async () => {
    vi.useFakeTimers()
    try {
      const m = deferredModule()
      const load = lazyRoute(m.load)()
      const outcome = load.then(
        () => 'arrived',
        (err: Error) => err.message,
      )
      await vi.advanceTimersByTimeAsync(ROUTE_LOAD_TIMEOUT_MS)
      expect(await outcome).toBe('Loading this page timed out')
      // A late arrival changes nothing (and does not count the load as ended twice).
      m.arrive()
      await vi.advanceTimersByTimeAsync(0)
      const again = deferredModule()
      void lazyRoute(again.load)()
      const { getByTestId } = render(<Busy />)
      await vi.advanceTimersByTimeAsync(0)
      expect(getByTestId('busy')).toHaveTextContent('true')
      again.arrive()
      await vi.advanceTimersByTimeAsync(0)
      expect(getByTestId('busy')).toHaveTextContent('false')
    } finally {
      vi.useRealTimers()
    }
  })

  it('tells a page that throws apart from one that failed to load', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <I18nProvider>
        <RouteErrorBoundary>
          <Broken />
        </RouteErrorBoundary>
      </I18nProvider>,
    )
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrong while showing this page.',
    )
  })

  it("is part of the layout's <main> inside it, and the page's <main> where no layout is drawn", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const inLayout = render(
      <I18nProvider>
        <RouteErrorBoundary>
          <Broken />
        </RouteErrorBoundary>
      </I18nProvider>,
    )
    expect(inLayout.container.querySelector('main')).toBeNull()
    inLayout.unmount()
    render(
      <I18nProvider>
        <RouteErrorBoundary landmark>
          <Broken />
        </RouteErrorBoundary>
      </I18nProvider>,
    )
    expect(screen.getByRole('main')).toHaveTextContent('Something went wrong')
  })
})
