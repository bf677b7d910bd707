import './lib/zod-csp.ts'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { NoticeProvider } from '#client/components/ui/notices.tsx'
import { takeServerPaint } from '#client/components/ui/server-paint.tsx'
import { sessionQueryOptions } from '#client/features/auth/api/session.ts'
import { I18nProvider } from '#client/i18n/i18n.tsx'
import { registerServiceWorker } from '#client/lib/online.ts'
import { AppRoutes, preloadPage } from './app/router.tsx'
import './styles.css'

const queryClient = new QueryClient({
  defaultOptions: {
    // offlineFirst: a request runs even when the browser says it is offline, so the service
    // worker can answer with the data last seen (rural connections drop often); an offline failure is not retried.
    queries: {
      networkMode: 'offlineFirst',
      retry: (count, err) => {
        // A refusal (4xx) will not change by asking again; a network error or a 5xx might.
        const status = (err as { status?: number }).status ?? 0
        return count < 2 && navigator.onLine && !(status >= 400 && status < 500)
      },
      refetchOnWindowFocus: false,
    },
    // A write made offline fails at once with the api-client's offline message (never hangs).
    mutations: { networkMode: 'always' },
  },
})
// Asked for now, before React's first render, so it travels beside the page's chunk (the shell
// also preloads it).
void queryClient.prefetchQuery(sessionQueryOptions)
registerServiceWorker()

// The page's top the server drew (a listing's photo), kept on screen until the page draws itself.
takeServerPaint()
// FarmTrek Sans (styles.css, decision 015): a face starts loading only when text first needs it,
// even when index.html's preload has its bytes already; the bar from the HTML wakes the 700 face,
// this wakes the 400 one and the rupee sign's, so the first render's text is laid out in them
// rather than in a system font first (a font-matching round trip per size and weight on Linux
// Chromium, then a relayout). A face that fails to load (offline on a first visit) is no error:
// its text keeps the system font.
for (const [font, text] of [
  ['400 1em "FarmTrek Sans"', 'a'],
  ['400 1em "FarmTrek Sans Rupee"', '₹'],
  ['700 1em "FarmTrek Sans Rupee"', '₹'],
] as const)
  document.fonts?.load(font, text).catch(() => undefined)
// The page's module, so the first render finds it loaded (router.tsx).
void preloadPage(location.pathname)
// eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- index.html always has the #root element
const root = createRoot(document.getElementById('root')!)
// The first render in a transition: React builds the app in slices of a few milliseconds instead of
// one task (220–360 ms at Lighthouse's 4× CPU slowdown on the shared bench machine; total blocking
// time); index.html's bar (and the page's top the server drew) stays on screen until it
// commits.
startTransition(() =>
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nProvider>
          <NoticeProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </NoticeProvider>
        </I18nProvider>
      </QueryClientProvider>
    </StrictMode>,
  ),
)
