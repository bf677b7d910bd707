import {
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type PointerEvent,
} from 'react'
import type { Prediction, PricePoint } from '#core/market-prices/market-prices.contract.ts'
import { addDays, daysBetween } from '#core/dates/dates.ts'
import { useI18n } from '#client/i18n/i18n.tsx'
import { formatRupees } from '#core/money/money.ts'
import { formatDay, formatShortDay } from '#core/i18n/format.ts'

/**
 * Two drawings of one chart: a wide one, and a taller, narrower one for phones, drawn at about the
 * phone's own width so its 13 px labels stay 13 px and the lines are not squeezed flat. A phone
 * also shows fewer days of history, so the 7 forecast days keep a readable share.
 */
const LAYOUTS = {
  wide: { W: 480, H: 260, pad: { left: 62, right: 10, top: 18, bottom: 30 }, historyDays: 45 },
  narrow: { W: 320, H: 280, pad: { left: 60, right: 10, top: 18, bottom: 30 }, historyDays: 21 },
} as const
/** Days of history drawn before the forecast on a wide screen. */
export const CHART_HISTORY_DAYS = LAYOUTS.wide.historyDays
/** Below Tailwind's sm breakpoint the phone drawing is used. */
const NARROW_QUERY = '(max-width: 639.98px)'

function subscribeNarrow(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {}
  const mq = window.matchMedia(NARROW_QUERY)
  mq.addEventListener('change', onChange)
  return () => mq.removeEventListener('change', onChange)
}
const isNarrow = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(NARROW_QUERY).matches

interface Props {
  history: PricePoint[]
  prediction: Pick<Prediction, 'crop' | 'dates' | 'prices' | 'lower' | 'upper'>
}

/** One day of the chart: a reported price, or a forecast with its 80 % range. */
type Point = { date: string; price: number; range?: { low: number; high: number } }

/**
 * Recent daily prices with the 7-day forecast and its 80 % band, drawn by hand in SVG (no chart
 * library). Lines differ by pattern too (solid history, dashed forecast), not by colour alone.
 * Pointing at the chart (mouse) or touching it shows the nearest day's price; each forecast point
 * is a Tab stop (arrow keys move between them) named with its date, price and range, so keyboard
 * and screen-reader users get the same values (the table above lists them too).
 */
export function ForecastChart({ history: allHistory, prediction }: Props) {
  const id = useId()
  const { t, locale } = useI18n()
  const narrow = useSyncExternalStore(subscribeNarrow, isNarrow, () => false)
  const { W, H, pad: PAD, historyDays } = LAYOUTS[narrow ? 'narrow' : 'wide']
  const pointRefs = useRef<Array<SVGGElement | null>>([])
  const [active, setActive] = useState<number | null>(null)

  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a prediction has at least one date (the API's schema)
  const firstDay = addDays(prediction.dates[0]!, -historyDays)
  const history = allHistory.filter((p) => p.date >= firstDay)
  const forecast: Point[] = prediction.dates.map((date, i) => ({
    date,
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- prices, upper and lower have one value per date (the API's schema)
    price: prediction.prices[i]!,
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- prices, upper and lower have one value per date (the API's schema)
    range: { low: prediction.lower[i]!, high: prediction.upper[i]! },
  }))
  const points: Point[] = [
    ...history.map((p) => ({ date: p.date, price: p.pricePerKg })),
    ...forecast,
  ]
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
    ...forecast.map((p) => pt(p.date, p.price)),
  ].join(' ')
  const band = [
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- every forecast point has a range
    ...forecast.map((p) => pt(p.date, p.range!.high)),
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- every forecast point has a range
    ...forecast.map((p) => pt(p.date, p.range!.low)).reverse(),
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
  const from = forecast[0]?.price ?? 0
  const to = forecast.at(-1)?.price ?? 0

  const pointText = (p: Point) =>
    p.range
      ? t('{date}: forecast {price} per kg, 80% range {low} – {high}', {
          date: formatDay(p.date, locale),
          price: formatRupees(p.price, locale),
          low: formatRupees(p.range.low, locale),
          high: formatRupees(p.range.high, locale),
        })
      : t('{date}: {price} per kg', {
          date: formatDay(p.date, locale),
          price: formatRupees(p.price, locale),
        })

  /** The day nearest to where the pointer is, across history and forecast. */
  const nearest = (e: PointerEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect()
    if (box.width === 0) return null
    const sx = ((e.clientX - box.left) / box.width) * W
    let best: number | null = null
    for (const [i, p] of points.entries()) {
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- best indexes points
      if (best === null || Math.abs(x(p.date) - sx) < Math.abs(x(points[best]!.date) - sx)) best = i
    }
    return best
  }
  const onPointer = (e: PointerEvent<SVGSVGElement>) => setActive(nearest(e))
  // A finger lifting leaves the value shown (it is what was tapped); a mouse leaving hides it.
  const onLeave = (e: PointerEvent<SVGSVGElement>) => {
    if (e.pointerType === 'mouse') setActive(null)
  }
  const onKey = (e: KeyboardEvent<SVGGElement>, i: number) => {
    const next =
      e.key === 'ArrowRight' || e.key === 'ArrowDown'
        ? i + 1
        : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
          ? i - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? forecast.length - 1
              : null
    if (next === null) return
    e.preventDefault()
    pointRefs.current[Math.max(0, Math.min(forecast.length - 1, next))]?.focus()
  }

  const shown = active === null ? undefined : points[active]
  const tipLeft = shown ? x(shown.date) / W : 0
  const tipTop = shown ? y(shown.price) / H : 0

  return (
    <figure className="max-w-2xl space-y-2">
      <div className="relative">
        <svg
          viewBox={`0 0 ${W} ${H}`}
          className="h-auto w-full touch-pan-y select-none"
          role="group"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          data-testid="forecast-chart"
          data-layout={narrow ? 'narrow' : 'wide'}
          onPointerMove={onPointer}
          onPointerDown={onPointer}
          onPointerLeave={onLeave}
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
          <g aria-hidden="true">
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
            {shown && (
              <g data-testid="chart-cursor">
                <line
                  x1={x(shown.date)}
                  x2={x(shown.date)}
                  y1={PAD.top}
                  y2={H - PAD.bottom}
                  className="stroke-stone-500"
                  strokeWidth={1}
                  strokeDasharray="2 3"
                />
                <circle
                  cx={x(shown.date)}
                  cy={y(shown.price)}
                  r={6}
                  className={
                    shown.range ? 'fill-amber-700 stroke-white' : 'fill-green-800 stroke-white'
                  }
                  strokeWidth={2}
                />
              </g>
            )}
          </g>
          {forecast.map((p, i) => (
            <g
              key={p.date}
              ref={(el) => {
                pointRefs.current[i] = el
              }}
              role="img"
              aria-label={pointText(p)}
              // The first point is the Tab stop; arrow keys move between the seven.
              tabIndex={i === 0 ? 0 : -1}
              onFocus={() => setActive(history.length + i)}
              onBlur={() => setActive(null)}
              onKeyDown={(e) => onKey(e, i)}
              data-testid="forecast-point"
            >
              {/* A larger, invisible hit area around the dot; the app's focus outline rings it. */}
              <circle cx={x(p.date)} cy={y(p.price)} r={10} fill="transparent" />
              <circle cx={x(p.date)} cy={y(p.price)} r={3} className="fill-amber-700" />
            </g>
          ))}
        </svg>
        {shown && (
          <p
            aria-hidden="true"
            data-testid="chart-tooltip"
            className="pointer-events-none absolute z-10 w-max max-w-[14rem] rounded-md bg-stone-900 px-2 py-1 text-sm text-white shadow-md"
            style={{
              left: `${tipLeft * 100}%`,
              top: `${tipTop * 100}%`,
              // Above the point, kept inside the chart at either edge.
              transform: `translate(${tipLeft > 0.65 ? '-100%' : tipLeft < 0.35 ? '0' : '-50%'}, calc(-100% - 12px))`,
            }}
          >
            {pointText(shown)}
          </p>
        )}
      </div>
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
        <span className="basis-full text-stone-600">
          {t('Point at or touch the chart to see a day’s price.')}
        </span>
      </figcaption>
    </figure>
  )
}
