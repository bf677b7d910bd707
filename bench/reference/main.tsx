// The page-weight reference: the least a React + React Router data-router app ships.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'

function Home() {
  return (
    <main>
      <h1>Reference</h1>
      <p>A minimal React + React Router page.</p>
    </main>
  )
}

const router = createBrowserRouter([{ path: '/', Component: Home }])

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
