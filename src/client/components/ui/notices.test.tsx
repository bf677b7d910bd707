import { act, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '#client/i18n/i18n.tsx'
import {
  CARRY_MS,
  NOTICE_MS,
  NoticeOutlet,
  NoticeProvider,
  SUCCESS_MS,
  useNotify,
} from './notices.tsx'

let notify: ReturnType<typeof useNotify>
let goTo: (page: string) => void

function Page() {
  const [page, setPage] = useState('/contact')
  notify = useNotify()
  goTo = setPage
  return <NoticeOutlet page={page} />
}

const renderNotices = () =>
  render(
    <I18nProvider>
      <NoticeProvider>
        <Page />
      </NoticeProvider>
    </I18nProvider>,
  )

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

// How long a notice stays, and that none carries over to the next page.
describe('notices', () => {
  it('a success leaves after SUCCESS_MS, an error stays longer', () => {
    renderNotices()
    act(() => {
      notify('Saved.', 'success')
      notify('Something failed.', 'error')
    })
    expect(screen.getByRole('status')).toHaveTextContent('Saved.')
    act(() => {
      vi.advanceTimersByTime(SUCCESS_MS)
    })
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Something failed.')
    act(() => {
      vi.advanceTimersByTime(NOTICE_MS - SUCCESS_MS)
    })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('stand in the page (no fixed overlay) inside the outlet', () => {
    renderNotices()
    act(() => notify('Saved.', 'success'))
    expect(screen.getByTestId('notices')).toContainElement(screen.getByRole('status'))
    expect(document.querySelector('.fixed')).toBeNull()
  })

  it('never carry over to the next page, but one raised as the page changes goes with it', () => {
    renderNotices()
    act(() => notify('Something failed.', 'error'))
    act(() => {
      vi.advanceTimersByTime(CARRY_MS)
    })
    act(() => goTo('/terms'))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()

    act(() => {
      notify('Order Placed Successfully!', 'success')
      goTo('/products')
    })
    expect(screen.getByRole('status')).toHaveTextContent('Order Placed Successfully!')
  })

  it('a notice raised as a slow navigation begins survives the wait for the next page', () => {
    let setNavigating: (v: boolean) => void = () => {}
    function Slow() {
      const [page, setPage] = useState('/farmer-dashboard')
      const [navigating, setNav] = useState(false)
      notify = useNotify()
      goTo = setPage
      setNavigating = setNav
      return <NoticeOutlet page={page} navigating={navigating} />
    }
    render(
      <I18nProvider>
        <NoticeProvider>
          <Slow />
        </NoticeProvider>
      </I18nProvider>,
    )
    act(() => {
      notify('Access Denied: Only Farmers can access this section.', 'error')
      setNavigating(true)
    })
    // The next page's code takes 2 s to arrive.
    act(() => {
      vi.advanceTimersByTime(2000)
    })
    act(() => {
      setNavigating(false)
      goTo('/buyer-dashboard')
    })
    expect(screen.getByRole('alert')).toHaveTextContent('Access Denied')
  })
})
