import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { I18nProvider } from '#client/i18n/i18n.tsx'
import { apiError, server } from '../../../../../tests/setup/msw.ts'
import { PricePrediction } from './price-prediction.tsx'

// The prediction form answers beside itself: a refused crop on its field (focused, so a screen
// reader reads it), any other refusal or failure under the form; never only a notice at the top.

function renderForm(predict: () => Response) {
  server.use(
    http.get('/api/market-prices/crops', () => HttpResponse.json({ crops: ['Onion', 'Tomato'] })),
    http.get('/api/predict', predict),
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <I18nProvider>
        <PricePrediction />
      </I18nProvider>
    </QueryClientProvider>,
  )
}

async function predict(crop: string) {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Crop name'), crop)
  await user.click(screen.getByRole('button', { name: 'Predict Prices' }))
}

describe('the prediction form', () => {
  it('shows an unknown crop on the crop field and focuses it', async () => {
    renderForm(() =>
      apiError(404, "No market prices for 'Dragonfruit'.", {
        code: 'prices.unknown_crop',
        params: { crop: 'Dragonfruit', count: 2 },
        field: 'crop',
      }),
    )
    await predict('Dragonfruit')
    const field = screen.getByLabelText('Crop name')
    expect(await screen.findByText(/No market prices for 'Dragonfruit'/)).toBeTruthy()
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(field)
  })

  it('shows a refusal without a field under the form, as an alert', async () => {
    renderForm(() =>
      apiError(400, 'Try again in a minute.', { code: 'rate_limited', params: { seconds: 60 } }),
    )
    await predict('Onion')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).not.toBe('')
    expect(alert.closest('section')?.getAttribute('aria-labelledby')).toBe('prediction-title')
  })

  it('says a failed request beside the form', async () => {
    renderForm(() => new HttpResponse(null, { status: 500 }))
    await predict('Onion')
    const alert = await screen.findByRole('alert')
    expect(alert.getAttribute('data-testid')).toBe('forecast-refusal')
  })
})
