import type { SeasonalCalendarAnswer } from '#core/market-prices/market-prices.contract.ts'
import { formatDate } from '#core/i18n/format.ts'
import { usePlaceLabels } from '#client/components/ui/place-label.ts'
import { useI18n } from '#client/i18n/i18n.tsx'
import { cropName } from '#client/lib/crop-name.ts'
import { useSeasonalCalendar } from '#client/features/market-prices/api/get-seasonal.ts'

type Move = NonNullable<SeasonalCalendarAnswer['rise']>

/** A month (1–12) by name in the locale: 'long' for sentences, 'short' under the bars. */
function monthName(month: number, locale: string, width: 'long' | 'short') {
  return formatDate(Date.UTC(2000, month - 1, 1), locale, width === 'long' ? 'month' : 'shortMonth')
}

/**
 * How a crop's price usually moves through the year: the usual rise and fall in a sentence each,
 * with how many years agree, and a bar per month of its usual level. It does not depend on the
 * latest prices, so it also answers when there is no forecast.
 */
export function SeasonalCalendar({ crop }: { crop: string }) {
  const { t, lang } = useI18n()
  const calendar = useSeasonalCalendar(crop)
  const cal = calendar.data
  if (!cal) return null
  const name = cropName(cal.crop, t, lang)
  return (
    <section aria-labelledby="seasonal-title" className="space-y-3" data-testid="seasonal">
      <h3 id="seasonal-title" className="text-lg font-semibold">
        {t('How the price of {crop} usually moves through the year', { crop: name })}
      </h3>
      {cal.months.length === 0 ? (
        <p className="text-stone-700">
          {t(
            'We hold fewer than three years of {crop} prices: too few to tell how its price moves through the year.',
            { crop: name },
          )}
        </p>
      ) : (
        <CalendarBody cal={cal} name={name} />
      )}
    </section>
  )
}

function CalendarBody({ cal, name }: { cal: SeasonalCalendarAnswer; name: string }) {
  const { t, locale } = useI18n()
  const { state } = usePlaceLabels()
  const place = cal.state ? state(cal.state) : t('India')
  const vars = (move: Move) => ({
    crop: name,
    place,
    percent: Math.abs(move.percent),
    from: monthName(move.from, locale, 'long'),
    to: monthName(move.to, locale, 'long'),
    agree: move.agree,
    years: move.years,
  })
  const levels = cal.months.map((m) => m.index ?? 0).filter((x) => x > 0)
  const low = Math.min(...levels)
  const high = Math.max(...levels)
  return (
    <>
      {cal.rise && (
        <p className="text-stone-700" data-testid="seasonal-rise">
          {t(
            '{crop} in {place} usually rises about {percent}% from {from} to {to} ({agree} of {years} years).',
            vars(cal.rise),
          )}
        </p>
      )}
      {cal.fall && (
        <p className="text-stone-700" data-testid="seasonal-fall">
          {t(
            '{crop} in {place} usually falls about {percent}% from {from} to {to} ({agree} of {years} years).',
            vars(cal.fall),
          )}
        </p>
      )}
      {!cal.rise && !cal.fall && (
        <p className="text-stone-700">
          {t('{crop} in {place} shows no steady rise or fall through the year.', {
            crop: name,
            place,
          })}
        </p>
      )}
      <ol
        className="grid grid-cols-12 grid-rows-[auto_auto] gap-1"
        aria-label={t('Usual price by month, as a share of the year’s average')}
      >
        {cal.months.map((m) => {
          const share = m.index === null || high === low ? 0.5 : (m.index - low) / (high - low)
          return (
            // Bars in one row, labels in the next (a subgrid): the bars stand on one line
            // however long each month's label is.
            <li
              key={m.month}
              className="row-span-2 grid grid-rows-subgrid justify-items-center text-xs text-stone-700"
            >
              {/* A month without a usual price (out of a crop's season) has no bar: a grey
                  baseline, so the season's bars are not read against made-up ones. */}
              {m.index === null ? (
                <span
                  aria-hidden="true"
                  data-testid="month-empty"
                  className="h-0.5 w-full self-end bg-stone-300"
                />
              ) : (
                <span
                  aria-hidden="true"
                  data-testid="month-bar"
                  className="w-full self-end rounded-t bg-green-700"
                  style={{ height: `${String(12 + Math.round(share * 52))}px` }}
                />
              )}
              {/* A phone's column is about 22 px: a short month in Tamil, Kannada or Bengali
                  ('பிப்.', 'ಸೆಪ್ಟೆಂ') is wider and ran into its neighbours, so there it is set on
                  its side, read upwards; wider screens have room for it level. */}
              <span
                aria-hidden="true"
                data-testid="month-label"
                className="self-start leading-tight whitespace-nowrap max-sm:rotate-180 max-sm:[writing-mode:vertical-rl]"
              >
                {monthName(m.month, locale, 'short')}
              </span>
              <span className="sr-only">
                {m.index === null
                  ? t('{month}: no prices', { month: monthName(m.month, locale, 'long') })
                  : t('{month}: {index}% of the year’s average', {
                      month: monthName(m.month, locale, 'long'),
                      index: Math.round(m.index),
                    })}
              </span>
            </li>
          )
        })}
      </ol>
      <p className="text-sm text-stone-600">
        {t('From {years} years of mandi prices, {first} to {last}.', {
          years: cal.years,
          first: String(cal.firstYear),
          last: String(cal.lastYear),
        })}
      </p>
    </>
  )
}
