import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '#client/i18n/i18n.tsx'
import { predictionFixture } from '../../../../../tests/setup/prediction.ts'
import { ForecastChart } from './forecast-chart.tsx'

const prediction = predictionFixture()
const history = [
  { date: '2025-12-20', pricePerKg: 18 },
  { date: '2025-12-27', pricePerKg: 19.5 },
]

/** jsdom lays nothing out: the chart gets the box a 480 px wide screen would give it. */
function renderChart() {
  vi.spyOn(SVGElement.prototype, 'getBoundingClientRect').mockReturnValue({
    left: 0,
    top: 0,
    width: 480,
    height: 260,
    right: 480,
    bottom: 260,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  })
  return render(
    <I18nProvider>
      <ForecastChart history={history} prediction={prediction} />
    </I18nProvider>,
  )
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('forecast chart on a phone and a desktop', () => {
  it('is a labelled group whose seven forecast points name their date, price and range', () => {
    renderChart()
    const chart = screen.getByRole('group', {
      name: 'Tomato: recent prices and 7-day forecast',
    })
    expect(chart).toHaveAccessibleDescription(
      '2 days of recent prices, then a forecast from ₹20.00 to ₹22.00 per kg, with an 80% range.',
    )
    const points = within(chart).getAllByRole('img')
    expect(points).toHaveLength(7)
    expect(points[0]).toHaveAccessibleName(
      '28 Dec 2025: forecast ₹20.00 per kg, 80% range ₹18.00 – ₹22.00',
    )
    expect(points[6]).toHaveAccessibleName(
      '3 Jan 2026: forecast ₹22.00 per kg, 80% range ₹19.00 – ₹25.00',
    )
  })

  it('shows the nearest day’s price where a mouse points, and hides it when the mouse leaves', () => {
    renderChart()
    const chart = screen.getByTestId('forecast-chart')
    // The last day sits at the right edge (x = 470 of 480).
    fireEvent.pointerMove(chart, { clientX: 470, clientY: 100, pointerType: 'mouse' })
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent(
      '3 Jan 2026: forecast ₹22.00 per kg, 80% range ₹19.00 – ₹25.00',
    )
    // The first day of history sits at the left edge, after the price labels.
    fireEvent.pointerMove(chart, { clientX: 60, clientY: 100, pointerType: 'mouse' })
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('20 Dec 2025: ₹18.00 per kg')
    fireEvent.pointerLeave(chart, { pointerType: 'mouse' })
    expect(screen.queryByTestId('chart-tooltip')).not.toBeInTheDocument()
  })

  it('keeps a tapped day’s price shown after the finger lifts', () => {
    renderChart()
    const chart = screen.getByTestId('forecast-chart')
    fireEvent.pointerDown(chart, { clientX: 470, clientY: 100, pointerType: 'touch' })
    fireEvent.pointerLeave(chart, { pointerType: 'touch' })
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('3 Jan 2026: forecast ₹22.00')
  })

  it('takes one Tab stop; arrow keys, Home and End move between the forecast days', async () => {
    const user = userEvent.setup()
    renderChart()
    const points = screen.getAllByTestId('forecast-point')
    await user.tab()
    expect(points[0]).toHaveFocus()
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('28 Dec 2025: forecast ₹20.00')
    await user.keyboard('{ArrowRight}')
    expect(points[1]).toHaveFocus()
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('29 Dec 2025: forecast ₹20.50')
    await user.keyboard('{End}')
    expect(points[6]).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(points[6]).toHaveFocus()
    await user.keyboard('{Home}')
    expect(points[0]).toHaveFocus()
    await user.tab()
    expect(screen.queryByTestId('chart-tooltip')).not.toBeInTheDocument()
  })
})
