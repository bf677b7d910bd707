import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { NoticeProvider } from '#client/components/ui/notices.tsx'
import { registerServiceWorker } from '#client/lib/online.ts'
import { createRouter } from './app/router.tsx'
import './styles.css'

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, err) => count < 2 && !((err as { status?: number }).status! >= 400 && (err as { status?: number }).status! < 500),
      refetchOnWindowFocus: false,
    },
  },
})
const router = createRouter()
registerServiceWorker()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <NoticeProvider>
        <RouterProvider router={router} />
      </NoticeProvider>
    </QueryClientProvider>
  </StrictMode>,
)
