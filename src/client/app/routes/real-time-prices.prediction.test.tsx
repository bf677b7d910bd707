import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { errorMessage } from '#core/http/errors.ts'
import { apiError, server } from '../../../../tests/setup/msw.ts'
import { predictionFixture } from '../../../../tests/setup/prediction.ts'
import { renderPage } from '../../../../tests/setup/render-page.tsx'
import { Component as RealTimePrices } from './real-time-prices.tsx'
import { pricesEndpoint, realTimePricesSetup } from './real-time-prices.test-support.ts'

describe('real-time prices: the price prediction', { timeout: 15_000 }, () => {
  realTimePricesSetup()

  it('refuses a blank crop beside its field, without asking the server', async () => {
    pricesEndpoint()
    let asked = 0
    server.use(
      http.get('/api/predict', () => {
        asked++
        return HttpResponse.json(predictionFixture())
      }),
    )
    const user = userEvent.setup({ delay: null })
    renderPage(RealTimePrices, '/real-time-prices')
    const prediction = within(await screen.findByRole('region', { name: 'Price prediction' }))
    const crop = prediction.getByLabelText('Crop name')
    await user.type(crop, '  ')
    await user.click(prediction.getByRole('button', { name: 'Predict Prices' }))
    await waitFor(() => expect(crop).toHaveAttribute('aria-invalid', 'true'))
    expect(crop).toHaveAccessibleDescription('Please select a crop to predict!')
    expect(asked).toBe(0)
  })

  it("clears the previous crop's table and chart when a prediction fails", async () => {
    pricesEndpoint()
    const tomato = predictionFixture()
    server.use(
      http.get('/api/predict', ({ request }) => {
        const crop = new URL(request.url).searchParams.get('crop')
        return crop === 'Tomato'
          ? HttpResponse.json(tomato)
          : // As the server sends it: the English text of the code (what an English page shows).
            apiError(
              404,
              errorMessage('prices.unknown_crop', { crop: 'Dragonfruit', count: 250 }),
              { code: 'prices.unknown_crop', params: { crop: 'Dragonfruit', count: 250 } },
            )
      }),
      http.get('/api/market-prices/history', () =>
        HttpResponse.json({
          crop: 'Tomato',
          market: null,
          points: [{ date: '2025-12-27', pricePerKg: 19.5 }],
        }),
      ),
    )
    const user = userEvent.setup({ delay: null })
    renderPage(RealTimePrices, '/real-time-prices')
    const prediction = within(await screen.findByRole('region', { name: 'Price prediction' }))
    await user.type(prediction.getByLabelText('Crop name'), 'Tomato')
    await user.click(prediction.getByRole('button', { name: 'Predict Prices' }))
    expect(
      await prediction.findByRole('heading', { name: 'Predicted prices for Tomato' }),
    ).toBeInTheDocument()
    expect(prediction.getByTestId('forecast-market')).toHaveTextContent(
      'Tomato at Kolar (Kolar, Karnataka), from prices of 27 Dec 2025. No market in your district or state has enough recent prices to forecast from; this one has.',
    )
    expect(prediction.getByTestId('forecast-chart')).toBeInTheDocument()
    expect(prediction.getByTestId('forecast-accuracy')).toHaveTextContent(
      'Forecast from prices at Kolar up to 27 Dec 2025. Tested on the four weeks before, it was off by about 12% on average there: about ₹2.40 on a price of ₹20.00 per kg. It is a rough guide',
    )
    expect(prediction.getByTestId('forecast-notes')).toHaveTextContent(
      'This forecast starts after the latest prices, of 27 Dec 2025 (11 months old)',
    )

    await user.clear(prediction.getByLabelText('Crop name'))
    await user.type(prediction.getByLabelText('Crop name'), 'Dragonfruit')
    await user.click(prediction.getByRole('button', { name: 'Predict Prices' }))
    expect(
      await screen.findByText(
        /No market prices for 'Dragonfruit'\. Prices are known for 250 crops/,
      ),
    ).toBeInTheDocument()
    await waitFor(() => expect(prediction.queryByRole('table')).not.toBeInTheDocument())
    expect(prediction.queryByTestId('forecast-chart')).not.toBeInTheDocument()
    expect(prediction.queryByText(/Predicted prices for Tomato/)).not.toBeInTheDocument()
  })

  it("forecasts the farmer's own market when the server picks it, and charts that market's prices", async () => {
    pricesEndpoint()
    const historyAsked: (string | null)[] = []
    server.use(
      http.get('/api/predict', () =>
        HttpResponse.json(
          predictionFixture({
            crop: 'Onion',
            market: 'Lasalgaon',
            state: 'Maharashtra',
            district: 'Nashik',
            scope: 'district',
            method: 'farmtrek (global model + per-series)',
            backtestMape: null,
          }),
        ),
      ),
      http.get('/api/market-prices/history', ({ request }) => {
        historyAsked.push(new URL(request.url).searchParams.get('market'))
        return HttpResponse.json({
          crop: 'Onion',
          market: 'Lasalgaon',
          points: [{ date: '2025-12-27', pricePerKg: 19.5 }],
        })
      }),
    )
    const user = userEvent.setup({ delay: null })
    renderPage(RealTimePrices, '/real-time-prices')
    const prediction = within(await screen.findByRole('region', { name: 'Price prediction' }))
    await user.type(prediction.getByLabelText('Crop name'), 'Onion')
    await user.click(prediction.getByRole('button', { name: 'Predict Prices' }))
    expect(await prediction.findByTestId('forecast-market')).toHaveTextContent(
      'Onion at Lasalgaon (Nashik, Maharashtra), from prices of 27 Dec 2025. It is a market in your district with enough recent prices to forecast from.',
    )
    // No honest accuracy figure: none is made up.
    expect(prediction.queryByTestId('forecast-accuracy')).not.toBeInTheDocument()
    expect(prediction.getByTestId('forecast-notes')).toHaveTextContent(
      'How accurate it is at Lasalgaon cannot be told yet',
    )
    expect(await prediction.findByTestId('forecast-chart')).toBeInTheDocument()
    await waitFor(() => expect(historyAsked).toEqual(['Lasalgaon']))
  })

  it('shows a farmer no operator set-up and no method name', async () => {
    pricesEndpoint()
    server.use(
      http.get('/api/market-prices/crops', () => HttpResponse.json({ crops: ['Onion'] })),
      http.get('/api/predict', () => HttpResponse.json(predictionFixture())),
      http.get('/api/market-prices/history', () =>
        HttpResponse.json({ crop: 'Tomato', market: 'Kolar', points: [] }),
      ),
    )
    const user = userEvent.setup({ delay: null })
    renderPage(RealTimePrices, '/real-time-prices')
    const prediction = within(await screen.findByRole('region', { name: 'Price prediction' }))
    await user.type(prediction.getByLabelText('Crop name'), 'Tomato')
    await user.click(prediction.getByRole('button', { name: 'Predict Prices' }))
    await prediction.findByTestId('forecast-notes')
    const page = document.body.textContent ?? ''
    for (const operatorText of [
      /operators?/i,
      /DATA_GOV_IN/,
      /data\.gov\.in key/i,
      /ingester/i,
      /farmtrek \(/,
      /Method:/,
    ])
      expect(page).not.toMatch(operatorText)
  })

  it.each([
    [
      'en',
      'Crop Prices at the Mandis',
      'No forecast for Potato: the markets with a long price history for it stopped reporting in 2021, and no market has 100 days of recent prices.',
    ],
    [
      'hi',
      'मंडियों में फ़सलों के भाव',
      'आलू का अनुमान नहीं: जिन मंडियों में इसके भावों का लंबा इतिहास है, उन्होंने 2021 में भाव दर्ज करना बंद कर दिया, और किसी भी मंडी के पास हाल के 100 दिनों के भाव नहीं हैं।',
    ],
    [
      'ta',
      'சந்தைகளில் பயிர் விலைகள்',
      'உருளைக்கிழங்கு பயிருக்குக் கணிப்பு இல்லை: இதன் நீண்ட விலை வரலாறு உள்ள சந்தைகள் 2021 இல் விலை பதிவதை நிறுத்திவிட்டன; எந்தச் சந்தையிலும் சமீபத்திய 100 நாள் விலைகள் இல்லை.',
    ],
    [
      'mr',
      'बाजार समित्यांमधील पिकांचे भाव',
      // Marathi joins its case endings to the noun: 'of the crop Potato', not a loose 'बटाटा चा'.
      'बटाटा पिकाचा अंदाज नाही: ज्या बाजारांत याच्या भावांचा मोठा इतिहास आहे त्यांनी 2021 मध्ये भाव कळवणे बंद केले, आणि कोणत्याही बाजाराकडे अलीकडच्या 100 दिवसांचे भाव नाहीत.',
    ],
  ])('says in %s why a crop has no forecast', async (lang, title, text) => {
    await refusalOf('Potato', lang, title, text)
  })

  it('names a crop the catalogue lacks in the reader’s language too, as its calendar does', async () => {
    // Litchi is in the crop vocabulary, not the page catalogue: the refusal said 'Litchi का …'.
    await refusalOf(
      'Litchi',
      'hi',
      'मंडियों में फ़सलों के भाव',
      'लीची का अनुमान नहीं: जिन मंडियों में इसके भावों का लंबा इतिहास है, उन्होंने 2021 में भाव दर्ज करना बंद कर दिया, और किसी भी मंडी के पास हाल के 100 दिनों के भाव नहीं हैं।',
    )
  })
})

async function refusalOf(crop: string, lang: string, title: string, text: string) {
  localStorage.setItem('lang', lang)
  pricesEndpoint()
  server.use(
    http.get('/api/predict', () =>
      apiError(
        422,
        errorMessage('prices.history_too_old', {
          crop,
          year: 2021,
          most: 37,
          needed: 100,
        }),
        {
          code: 'prices.history_too_old',
          params: { crop, year: 2021, most: 37, needed: 100 },
        },
      ),
    ),
  )
  const user = userEvent.setup({ delay: null })
  renderPage(RealTimePrices, '/real-time-prices')
  // The language's texts are in (the page's title in it) before the crop is asked for.
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 })
  // The crop box and its button by their place in the form: their names are in `lang`.
  const input = await waitFor(() => {
    const el = document.querySelector<HTMLInputElement>('input[name="crop"]')
    if (!el) throw new Error('no crop box yet')
    return el
  })
  await user.type(input, crop)
  await user.click(input.form!.querySelector('button[type="submit"]')!)
  // Told beside the form, with the crop's seasonal calendar in place of a forecast.
  expect(await screen.findByText(text)).toHaveAttribute('data-testid', 'forecast-refusal')
  expect(await screen.findByTestId('seasonal')).toBeInTheDocument()
}
