import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { buyer, server, sessionAs } from '../../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../../tests/setup/render-page.tsx'
import { DevicesList } from './devices-list.tsx'

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const session = (id: string, userAgent: string, current = false) => ({
  id,
  current,
  userAgent,
  ipAddress: '10.0.0.1',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastUsedAt: '2026-11-27T10:00:00.000Z',
})

describe('DevicesList', () => {
  it('names each device by browser and system, the full header in its tooltip, this one marked', async () => {
    server.use(
      sessionAs(buyer),
      http.get('/api/account/sessions', () =>
        HttpResponse.json({
          items: [
            session('s1', CHROME_ANDROID, true),
            session('s2', SAFARI_IPHONE),
            session('s3', 'curl/8.5.0'),
            session('s4', ''),
          ],
        }),
      ),
    )
    renderPage(DevicesList, '/profile')
    const [chrome, safari, curl, none] = await screen.findAllByRole('listitem')
    const name = within(chrome!).getByText('Chrome on Android')
    expect(name).toHaveAttribute('title', CHROME_ANDROID)
    expect(within(chrome!).getByText('This device')).toBeInTheDocument()
    expect(within(safari!).getByText('Safari on iPhone')).toHaveAttribute('title', SAFARI_IPHONE)
    expect(within(safari!).queryByText('This device')).toBeNull()
    expect(screen.queryByText(/Mozilla/)).toBeNull()
    // Nothing known in the header: said so, the header still in the tooltip.
    expect(within(curl!).getByText('Unknown device')).toHaveAttribute('title', 'curl/8.5.0')
    expect(within(none!).getByText('Unknown device')).not.toHaveAttribute('title')
  })
})
