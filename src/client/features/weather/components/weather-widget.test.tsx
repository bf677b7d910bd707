import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { apiError, server } from '../../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../../tests/setup/render-page.tsx'
import { LAST_READINGS_KEY, rememberReading } from '../hooks/last-reading.ts'
import { WeatherWidget } from './weather-widget.tsx'

const chennai = { city: 'Chennai', temperatureC: 31.2, humidity: 70, windSpeed: 4.1 }
const DOWN = 'The weather service is not reachable right now. Please try again in a moment.'

beforeEach(() => localStorage.clear())

describe('WeatherWidget when the provider is down', () => {
  it('says so once, offers Retry, shows the last known reading with its time, and recovers', async () => {
    rememberReading('Chennai', { ...chennai, temperatureC: 29.5 }, Date.UTC(2026, 10, 23, 6, 30))
    let up = false
    server.use(
      http.get('/api/weather', () =>
        up
          ? HttpResponse.json(chennai)
          : apiError(503, DOWN, { code: 'weather.unreachable', params: {} }),
      ),
    )
    renderPage(WeatherWidget, '/')
    expect(await screen.findByRole('alert')).toHaveTextContent(DOWN)
    // One message: not also 'Weather data not found'.
    expect(screen.queryByText('Weather data not found')).not.toBeInTheDocument()
    const last = screen.getByTestId('last-reading')
    expect(last).toHaveTextContent(/Last known reading, 23 Nov 2026/)
    expect(last).toHaveTextContent('29.5 °C')

    up = true
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('31.2 °C')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByTestId('last-reading')).not.toBeInTheDocument()
    expect(localStorage.getItem(LAST_READINGS_KEY)).toContain('31.2')
  })

  it('an unknown city is an answer: its message, no Retry', async () => {
    server.use(
      http.get('/api/weather', () =>
        apiError(404, 'Weather data not available. Try another location.', {
          code: 'weather.not_available',
          params: {},
        }),
      ),
    )
    renderPage(WeatherWidget, '/')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Weather data not available. Try another location.',
    )
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
  })

  it('limits the city box to what the server accepts', async () => {
    server.use(http.get('/api/weather', () => HttpResponse.json(chennai)))
    renderPage(WeatherWidget, '/')
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAttribute('maxLength', '100')
    expect(await screen.findByText('31.2 °C')).toBeInTheDocument()
  })
})

describe('WeatherWidget city search', () => {
  it('looks up the city typed, trimmed, and ignores a blank search', async () => {
    const asked: string[] = []
    server.use(
      http.get('/api/weather', ({ request }) => {
        const city = new URL(request.url).searchParams.get('city') ?? ''
        asked.push(city)
        return HttpResponse.json({ ...chennai, city })
      }),
    )
    const user = userEvent.setup()
    renderPage(WeatherWidget, '/')
    expect(await screen.findByText('31.2 °C')).toBeInTheDocument()
    const box = screen.getByRole('textbox', { name: 'City' })
    await user.type(box, '   ')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    await user.clear(box)
    await user.type(box, '  Madurai ')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('Madurai')).toBeInTheDocument()
    expect(asked).toEqual(['Chennai', 'Madurai'])
  })
})

describe("WeatherWidget's first city", () => {
  it("is the farmer's district when the dashboard names one", async () => {
    const asked: string[] = []
    server.use(
      http.get('/api/weather', ({ request }) => {
        const city = new URL(request.url).searchParams.get('city') ?? ''
        asked.push(city)
        return HttpResponse.json({ ...chennai, city })
      }),
    )
    const InNashik = () => <WeatherWidget city="Nashik" />
    renderPage(InNashik, '/')
    expect(await screen.findByText('Nashik')).toBeInTheDocument()
    expect(asked).toEqual(['Nashik'])
  })
})
