import { useId } from 'react'
import type { Prediction, PricePoint } from '#core/market-prices/market-prices.contract.ts'
import { addDays, daysBetween } from '#core/dates/dates.ts'
import { useI18n } from '#client/i18n/i18n.tsx'
import { formatRupees, formatShortDay } from '#client/lib/money.ts'

const W = 480
const H = 260
const PAD = { left: 62, right: 10, top: 18, bottom: 30 }
/** Days of history drawn before the forecast, so the 7 forecast days get a readable share. */
export const CHART_HISTORY_DAYS = 45

interface Props {
  history: PricePoint[]
  prediction: Pick<Prediction, 'crop' | 'dates' | 'prices' | 'lower' | 'upper'>
}

/**
 * Recent daily prices with the 7-day forecast and its 80 % band, drawn by hand in SVG (no chart
 * library). Lines differ by pattern too (solid history, dashed forecast), not by colour alone.
 */
export function ForecastChart({ history: allHistory, prediction }: Props) {
  const id = useId()
  const { t, locale } = useI18n()
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a prediction has at least one date (the API's schema)
  const firstDay = addDays(prediction.dates[0]!, -CHART_HISTORY_DAYS)
  const history = allHistory.filter((p) => p.date >= firstDay)
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a prediction has at least one date (the API's schema)
  const start = history[0]?.date ?? prediction.dates[0]!
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a prediction has at least one date (the API's schema)
  const end = prediction.dates.at(-1)!
  const span = Math.max(1, daysBetween(start, end))
  const values = [
    ...history.map((p) => p.pricePerKg),
    ...prediction.lower,
    ...prediction.upper,
    ...prediction.prices,
  ]
  let lo = Math.min(...values)
  let hi = Math.max(...values)
  if (hi - lo < 0.01) {
    lo -= 1
    hi += 1
  }
  const margin = (hi - lo) * 0.08
  lo = Math.max(0, lo - margin)
  hi += margin

  const x = (date: string) =>
    PAD.left + (daysBetween(start, date) / span) * (W - PAD.left - PAD.right)
  const y = (v: number) => PAD.top + (1 - (v - lo) / (hi - lo)) * (H - PAD.top - PAD.bottom)
  const pt = (date: string, v: number) => `${x(date).toFixed(1)},${y(v).toFixed(1)}`

  const historyLine = history.map((p) => pt(p.date, p.pricePerKg)).join(' ')
  const last = history.at(-1)
  const forecastLine = [
    ...(last ? [pt(last.date, last.pricePerKg)] : []),
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- prices, upper and lower have one value per date (the API's schema)
    ...prediction.dates.map((d, i) => pt(d, prediction.prices[i]!)),
  ].join(' ')
  const band = [
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- prices, upper and lower have one value per date (the API's schema)
    ...prediction.dates.map((d, i) => pt(d, prediction.upper[i]!)),
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- prices, upper and lower have one value per date (the API's schema)
    ...prediction.dates.map((d, i) => pt(d, prediction.lower[i]!)).reverse(),
  ].join(' ')
  const ticks = [lo, (lo + hi) / 2, hi]
  // The last reported day is labelled only when it does not run into the end label.
  const xLabels = [
    ...(history.length ? [{ date: start, anchor: 'start' as const }] : []),
    ...(last && x(end) - x(last.date) > 90 && x(last.date) - x(start) > 90
      ? [{ date: last.date, anchor: 'middle' as const }]
      : []),
    { date: end, anchor: 'end' as const },
  ]
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a prediction has at least one price (the API's schema)
  const from = prediction.prices[0]!
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a prediction has at least one price (the API's schema)
  const to = prediction.prices.at(-1)!

  return (
    <figure className="max-w-2xl space-y-2">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        data-testid="forecast-chart"
      >
        <title id={`${id}-title`}>
          {t('{crop}: recent prices and 7-day forecast', { crop: t(prediction.crop) })}
        </title>
        <desc id={`${id}-desc`}>
          {t(
            '{days} days of recent prices, then a forecast from {from} to {to} per kg, with an 80% range.',
            {
              days: history.length,
              from: formatRupees(from, locale),
              to: formatRupees(to, locale),
            },
          )}
        </desc>
        {ticks.map((v) => (
          <g key={v}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(v)}
              y2={y(v)}
              className="stroke-stone-200"
              strokeWidth={1}
            />
            <text
              x={PAD.left - 6}
              y={y(v)}
              textAnchor="end"
              dominantBaseline="middle"
              className="fill-stone-600 text-[13px]"
            >
              {formatRupees(v, locale)}
            </text>
          </g>
        ))}
        {xLabels.map((l) => (
          <text
            key={l.date + l.anchor}
            x={x(l.date)}
            y={H - 8}
            textAnchor={l.anchor}
            className="fill-stone-600 text-[13px]"
          >
            {formatShortDay(l.date, locale)}
          </text>
        ))}
        <polygon
          points={band}
          className="fill-amber-400/30 stroke-none"
          data-testid="forecast-band"
        />
        {history.length > 0 && (
          <polyline
            points={historyLine}
            fill="none"
            className="stroke-green-800"
            strokeWidth={2}
            strokeLinejoin="round"
          />
        )}
        <polyline
          points={forecastLine}
          fill="none"
          className="stroke-amber-700"
          strokeWidth={2.5}
          strokeDasharray="6 4"
          strokeLinejoin="round"
        />
        {prediction.dates.map((d, i) => (
          <circle
            key={d}
            cx={x(d)}
            // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- prices has one value per date (the API's schema)
            cy={y(prediction.prices[i]!)}
            r={3}
            className="fill-amber-700"
          />
        ))}
      </svg>
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
        <span className="inline-flex items-center gap-2">
          <svg width="28" height="8" aria-hidden="true">
            <line x1="0" x2="28" y1="4" y2="4" className="stroke-green-800" strokeWidth={2} />
          </svg>
          {t('Recent prices')}
        </span>
        <span className="inline-flex items-center gap-2">
          <svg width="28" height="8" aria-hidden="true">
            <line
              x1="0"
              x2="28"
              y1="4"
              y2="4"
              className="stroke-amber-700"
              strokeWidth={2.5}
              strokeDasharray="6 4"
            />
          </svg>
          {t('Forecast')}
        </span>
        <span className="inline-flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block h-3 w-7 bg-amber-400/30 ring-1 ring-amber-400"
          />
          {t('80% range')}
        </span>
      </figcaption>
    </figure>
  )
}
