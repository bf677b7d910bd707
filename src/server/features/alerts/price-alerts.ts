import { createHmac, timingSafeEqual } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { FORECAST_REARM_SHARE, indiaDate, REARM_MARGIN } from '#core/alerts/alert-rules.ts'
import type { PriceAlertData } from '#core/notifications/messages.ts'
import type { Db, Executor } from '#server/db/client.ts'
import { rows } from '#server/db/rows.ts'
import { outbox } from '#server/db/schema/index.ts'
import type { ForecastChange, ForecastSource } from '#server/services/new-prices.ts'
import { OUTBOX_DUE_CHANNEL, outboxRows } from '#server/services/outbox.ts'

/**
 * Evaluating price alerts when new prices arrive. Market prices (the data.gov.in
 * ingester, `npm run data:import`, the shipped data at first start) call `evaluatePriceAlerts`
 * after their rows are committed; the alerts feature owns the alerts themselves. Lives here so
 * neither feature imports the other.
 *
 * One statement judges every active alert against the latest prices (set-based, not a query per
 * alert); its state change and the outbox rows of the messages it sends share one transaction,
 * under an advisory lock, so several nodes or a restart never send a message twice: each alert
 * judges each price date once (`last_price_date`), and the outbox key is alert + price date.
 */

/** Any fixed 64-bit number, the same on every node: one evaluation at a time. */
const ALERTS_LOCK = 727_274_022

/** Outbox rows per INSERT when many alerts fire at once. */
const INSERT_BATCH = 5000

export interface AlertLinkConfig {
  /** The site's public base URL (PUBLIC_URL), for the alert page and unsubscribe links. */
  publicUrl: string
  /** Signs unsubscribe links (the session secret). */
  secret: string
}

export const alertLinksOf = (env: { publicUrl: string; sessionSecret: string }) => ({
  publicUrl: env.publicUrl,
  secret: env.sessionSecret,
})

/** The signature of an alert's unsubscribe link: HMAC-SHA256 of its id, base64url, 22 chars. */
export function unsubscribeToken(secret: string, alertId: string): string {
  return createHmac('sha256', secret)
    .update(`price-alert-unsubscribe:${alertId}`)
    .digest('base64url')
    .slice(0, 22)
}

export function verifyUnsubscribeToken(secret: string, alertId: string, token: string): boolean {
  const want = Buffer.from(unsubscribeToken(secret, alertId))
  const got = Buffer.from(token)
  return want.length === got.length && timingSafeEqual(want, got)
}

const base = (url: string) => url.replace(/\/+$/, '')
export const alertPageUrl = (cfg: AlertLinkConfig) => `${base(cfg.publicUrl)}/alerts`
export const unsubscribeUrl = (cfg: AlertLinkConfig, alertId: string) =>
  `${base(cfg.publicUrl)}/api/alerts/unsubscribe?a=${alertId}&t=${unsubscribeToken(cfg.secret, alertId)}`

export interface AlertEvaluation {
  /** Alerts that judged a new price. */
  evaluated: number
  /** Alerts that sent a message (each as SMS and/or email). */
  fired: number
}

interface FiredRow {
  id: string
  user_id: string
  commodity: string
  place_kind: PriceAlertData['placeKind']
  state: string
  district: string
  market: string
  condition: PriceAlertData['condition']
  threshold_paise: number | null
  percent: number | null
  change_pct: number | null
  forecast_paise: number | null
  forecast_date: string | null
  sms: boolean
  email: boolean
  price_date: string
  price_paise: number
  name: string
  phone: string | null
  user_email: string | null
  language: string
}

/**
 * Step 1: the price each active alert's place has: per (crop, place) the median of the modal
 * prices of the place's markets on the newest date any of them reported (market_price_latest), in
 * paise per kg (= ₹ per quintal). Kept in a temporary table, analysed, so the planner joins it to
 * the alerts by hash (estimated from the CTEs alone it expects one row and loops).
 */
const PLACE_PRICES = sql`
  create temp table alert_place_prices on commit drop as
  with wanted as (
    select distinct commodity, place_kind, state, district, market from price_alerts
    where not paused and condition in ('above', 'below')
  ),
  l as (
    select m.commodity, m.state, m.district, m.market, m.arrival_date, m.modal_price::float8 as modal
    from market_price_latest m where m.commodity in (select distinct commodity from wanted)
  ),
  scoped as (
    select commodity, 'market'::text as place_kind, state, ''::text as district, market, arrival_date, modal from l
    union all select commodity, 'district', state, district, '', arrival_date, modal from l
    union all select commodity, 'state', state, '', '', arrival_date, modal from l
    union all select commodity, 'india', '', '', '', arrival_date, modal from l
  ),
  ranked as (
    select s.*, max(s.arrival_date) over (
      partition by s.commodity, s.place_kind, s.state, s.district, s.market) as newest
    from scoped s
    join wanted w using (commodity, place_kind, state, district, market)
  )
  select commodity, place_kind, state, district, market, newest as price_date,
    round(percentile_cont(0.5) within group (order by modal))::int as price_paise
  from ranked where arrival_date = newest
  group by commodity, place_kind, state, district, market, newest`

/**
 * Step 2: each price alert with a price newer than the last it judged: whether it sends (armed,
 * on its side of the line, nothing sent today) and its next state (hysteresis: REARM_MARGIN in
 * core/alerts/alert-rules.ts, whose stepAlert is the reference of this rule).
 */
function judgePrices(today: string) {
  return sql`
    create temp table alert_judged on commit drop as
    with seen as (
      select a.id, a.user_id, a.commodity, a.place_kind, a.state, a.district, a.market,
        a.condition, a.threshold_paise, a.percent, a.sms, a.email, a.status, a.last_sent_on,
        p.price_date, p.price_paise,
        null::float8 as change_pct, null::int as forecast_paise, null::date as forecast_date,
        case when a.condition = 'above' then p.price_paise > a.threshold_paise
             else p.price_paise < a.threshold_paise end as crossed,
        case when a.condition = 'above'
             then p.price_paise < a.threshold_paise * (1 - ${REARM_MARGIN}::float8)
             else p.price_paise > a.threshold_paise * (1 + ${REARM_MARGIN}::float8) end as back
      from price_alerts a
      join alert_place_prices p on p.commodity = a.commodity and p.place_kind = a.place_kind
        and p.state = a.state and p.district = a.district and p.market = a.market
      where not a.paused and a.condition in ('above', 'below')
        and (a.last_price_date is null or p.price_date > a.last_price_date)
    )
    select s.*,
      (s.status = 'armed' and s.crossed
        and (s.last_sent_on is null or s.last_sent_on < ${today}::date)) as send
    from seen s`
}

/**
 * Step 2 for forecast alerts: the crops' forecasts (computed by the caller, one per crop) as
 * arrays; an alert judges each forecast once (per the latest price date it starts after).
 */
function judgeForecasts(today: string, f: ForecastRow[]) {
  const col = <K extends keyof ForecastRow>(k: K) => sql.param(f.map((r) => r[k]))
  return sql`
    insert into alert_judged
    with f as (
      select * from unnest(${col('commodity')}::text[], ${col('basisDate')}::date[],
        ${col('lastDate')}::date[], ${col('lastPaise')}::int[], ${col('upPct')}::float8[],
        ${col('upPaise')}::int[], ${col('upDate')}::date[], ${col('downPct')}::float8[],
        ${col('downPaise')}::int[], ${col('downDate')}::date[])
        as f(commodity, basis_date, last_date, last_paise, up_pct, up_paise, up_date, down_pct,
             down_paise, down_date)
    ),
    seen as (
      select a.id, a.user_id, a.commodity, a.place_kind, a.state, a.district, a.market,
        a.condition, a.threshold_paise, a.percent, a.sms, a.email, a.status, a.last_sent_on,
        f.basis_date as price_date, f.last_paise as price_paise,
        case when a.condition = 'forecastUp' then f.up_pct else f.down_pct end as change_pct,
        case when a.condition = 'forecastUp' then f.up_paise else f.down_paise end as forecast_paise,
        case when a.condition = 'forecastUp' then f.up_date else f.down_date end as forecast_date,
        f.last_date
      from price_alerts a join f on f.commodity = a.commodity
      where not a.paused and a.condition in ('forecastUp', 'forecastDown')
        and (a.last_price_date is null or f.basis_date > a.last_price_date)
    )
    select s.id, s.user_id, s.commodity, s.place_kind, s.state, s.district, s.market,
      s.condition, s.threshold_paise, s.percent, s.sms, s.email, s.status, s.last_sent_on,
      s.price_date, s.price_paise, s.change_pct, s.forecast_paise, s.forecast_date,
      s.change_pct > s.percent as crossed,
      s.change_pct < s.percent * ${FORECAST_REARM_SHARE}::float8 as back,
      (s.status = 'armed' and s.change_pct > s.percent
        and (s.last_sent_on is null or s.last_sent_on < ${today}::date)) as send
    from seen s`
}

/** Step 3: the judged alerts' new state. */
function applyJudgement(today: string) {
  return sql`
    update price_alerts a set
      status = case
        when j.send then 'fired'
        when j.status = 'fired' and j.back then 'armed'
        else j.status end,
      last_price_date = j.price_date,
      last_sent_on = case when j.send then ${today}::date else a.last_sent_on end,
      updated_at = now()
    from alert_judged j
    where a.id = j.id`
}

/** Step 4: the crossings, with their user's name, numbers and language. */
const FIRED = sql`
  select j.id, j.user_id, j.commodity, j.place_kind, j.state, j.district, j.market, j.condition,
    j.threshold_paise, j.percent, j.sms, j.email, j.price_date::text as price_date, j.price_paise,
    j.change_pct, j.forecast_paise, j.forecast_date::text as forecast_date,
    u.name, u.phone, u.email as user_email, u.language
  from alert_judged j join users u on u.id = j.user_id
  where j.send`

type ForecastRow = ForecastChange & { commodity: string }

/**
 * Judges every active alert against the prices now stored, and writes a message to the outbox
 * for each crossing, in one transaction. Safe to call any number of times, from any node: a price
 * date an alert has judged is not judged again. `now` decides India's date (one message a day).
 */
export async function evaluatePriceAlerts(
  db: Db,
  cfg: AlertLinkConfig,
  opts: { now?: Date; forecasts?: ForecastSource } = {},
): Promise<AlertEvaluation> {
  const today = indiaDate(opts.now ?? new Date())
  // Forecasts are computed before the transaction (they read history and take a while), one per
  // crop that has an active forecast alert.
  const forecasts: ForecastRow[] = []
  if (opts.forecasts) {
    const crops = await rows<{ commodity: string }>(
      db,
      sql`select distinct commodity from price_alerts
          where not paused and condition in ('forecastUp', 'forecastDown')`,
    )
    for (const { commodity } of crops) {
      const f = await opts.forecasts(commodity)
      if (f) forecasts.push({ commodity, ...f })
    }
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ALERTS_LOCK})`)
    await tx.execute(PLACE_PRICES)
    await tx.execute(sql`analyze alert_place_prices`)
    await tx.execute(judgePrices(today))
    if (forecasts.length > 0) await tx.execute(judgeForecasts(today, forecasts))
    await tx.execute(sql`analyze alert_judged`)
    await tx.execute(applyJudgement(today))
    const [{ n: evaluated } = { n: 0 }] = await rows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from alert_judged`,
    )
    const fired = await rows<FiredRow>(tx, FIRED)
    const link = alertPageUrl(cfg)
    const values: Array<typeof outbox.$inferInsert> = []
    for (const r of fired) {
      const id = r.id
      const channels = [...(r.sms ? ['sms' as const] : []), ...(r.email ? ['email' as const] : [])]
      const data: PriceAlertData = {
        crop: r.commodity,
        placeKind: r.place_kind,
        place:
          r.place_kind === 'market' ? r.market : r.place_kind === 'district' ? r.district : r.state,
        condition: r.condition,
        pricePaise: Number(r.price_paise),
        date: r.price_date,
        ...(r.threshold_paise === null ? {} : { thresholdPaise: Number(r.threshold_paise) }),
        ...(r.percent === null ? {} : { percent: Number(r.percent) }),
        ...(r.change_pct === null ? {} : { changePct: Number(r.change_pct) }),
        ...(r.forecast_paise === null ? {} : { forecastPaise: Number(r.forecast_paise) }),
        ...(r.forecast_date === null ? {} : { forecastDate: r.forecast_date }),
        link,
        channels,
        ...(r.email ? { unsubscribeUrl: unsubscribeUrl(cfg, id) } : {}),
      }
      // The rows enqueue() writes, here for many messages in one INSERT.
      values.push(
        ...outboxRows(
          {
            userId: r.user_id,
            kind: 'priceAlert',
            data,
            eventKey: `priceAlert:${id}:${r.price_date}`,
          },
          { name: r.name, phone: r.phone, email: r.user_email },
          r.language,
        ),
      )
    }
    // One INSERT per INSERT_BATCH messages, eight array parameters whatever its size.
    for (let i = 0; i < values.length; i += INSERT_BATCH) {
      const part = values.slice(i, i + INSERT_BATCH)
      const col = (f: (v: (typeof part)[number]) => unknown) => sql.param(part.map(f))
      await tx.execute(sql`
        insert into outbox (user_id, kind, channel, recipient, payload, idempotency_key, status, last_error)
        select user_id, kind, channel, recipient, payload::jsonb, idempotency_key, status, last_error
        from unnest(${col((v) => v.userId)}::text[], ${col((v) => v.kind)}::text[],
          ${col((v) => v.channel)}::text[], ${col((v) => v.recipient)}::text[],
          ${col((v) => JSON.stringify(v.payload))}::text[], ${col((v) => v.idempotencyKey)}::text[],
          ${col((v) => v.status ?? 'pending')}::text[], ${col((v) => v.lastError ?? null)}::text[])
          as m(user_id, kind, channel, recipient, payload, idempotency_key, status, last_error)
        on conflict (idempotency_key) do nothing`)
    }
    if (values.some((v) => v.status === undefined)) {
      await tx.execute(sql`select pg_notify(${OUTBOX_DUE_CHANNEL}, '')`)
    }
    return { evaluated: Number(evaluated), fired: fired.length }
  })
}

/**
 * The newest price date of an alert's place now (so a new alert judges only prices that arrive
 * after it), or null when the place has no prices yet.
 */
export async function currentPriceDate(
  db: Executor,
  place: { commodity: string; placeKind: string; state: string; district: string; market: string },
): Promise<string | null> {
  const where =
    place.placeKind === 'market'
      ? sql`and state = ${place.state} and market = ${place.market}`
      : place.placeKind === 'district'
        ? sql`and state = ${place.state} and district = ${place.district}`
        : place.placeKind === 'state'
          ? sql`and state = ${place.state}`
          : sql``
  const [r] = await rows<{ d: string | null }>(
    db,
    sql`select max(arrival_date)::text as d from market_price_latest where commodity = ${place.commodity} ${where}`,
  )
  return r?.d ?? null
}
