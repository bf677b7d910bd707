import { randomUUID } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ALERT_PERCENT_RULE,
  ALERT_PLACE_RULE,
  ALERT_PRICE_RULE,
  AlertIdParamsSchema,
  AlertSchema,
  AlertsListSchema,
  CreateAlertInputSchema,
  MAX_ALERTS,
  UnsubscribeQuerySchema,
  UpdateAlertInputSchema,
  isForecastCondition,
  type AlertPlaceKind,
} from '#core/alerts/alerts.contract.ts'
import { nameKey } from '#core/crops/crop-vocabulary.ts'
import { ApiErrorSchema } from '#core/http/api-error.ts'
import { resolvePlace } from '#core/market-prices/local-price.ts'
import { resolvePlaceText } from '#core/places/place-resolve.ts'
import { pricePlaceOf } from '#core/places/price-places.ts'
import { placeOfUser } from '#server/services/places.ts'
import type { SessionUser } from '#core/auth/auth.contract.ts'
import type { Executor } from '#server/db/client.ts'
import { currentUser } from '#server/plugins/auth/auth.plugin.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { knownCrop } from '#server/services/known-crop.ts'
import {
  alertLinksOf,
  currentPriceDate,
  evaluatePriceAlerts,
  verifyUnsubscribeToken,
} from './price-alerts.ts'
import {
  cropsWithPrices,
  deleteAlert,
  findAlert,
  insertAlert,
  listAlerts,
  lockUserAlerts,
  placesOfCrop,
  toAlert,
  unsubscribeEmail,
  updateAlert,
} from './alerts.repo.ts'

/**
 * Price alerts: each account (farmer or buyer) lists, sets, edits, pauses and deletes
 * its own, up to MAX_ALERTS; the one-click unsubscribe link of their emails (RFC 8058). When new
 * prices are stored (app.newPrices), every alert is judged against them (price-alerts.ts).
 */

interface Rule {
  commodity: string
  placeKind: AlertPlaceKind
  state: string
  district: string
  market: string
}

/** The crop through the synonym table and the place among the markets that report it. */
async function resolveRule(
  db: Executor,
  user: SessionUser,
  input: { crop: string; placeKind: AlertPlaceKind; place: string },
): Promise<Rule> {
  const crops = await cropsWithPrices(db)
  const commodity = knownCrop(input.crop, crops)
  const rule = { commodity, placeKind: input.placeKind, state: '', district: '', market: '' }
  if (input.placeKind === 'india') return rule
  const places = await placesOfCrop(db, commodity)
  const key = nameKey(input.place)
  const unknown = () =>
    new HttpError(
      'alerts.unknown_place',
      { crop: commodity, place: input.place },
      { field: 'place' },
    )
  if (input.placeKind === 'market') {
    const p = places.find((x) => nameKey(x.market) === key)
    if (!p) throw unknown()
    return { ...rule, state: p.state, market: p.market }
  }
  if (input.placeKind === 'state') {
    const p = places.find((x) => nameKey(x.state) === key)
    if (!p) throw unknown()
    return { ...rule, state: p.state }
  }
  // A district: the one named, else the user's own (their profile's location).
  const districts = places.filter((p) => p.district !== '')
  if (key !== '') {
    const p = districts.find((x) => nameKey(x.district) === key)
    if (p) return { ...rule, state: p.state, district: p.district }
    // A district named otherwise than the data does ('नासिक', 'Nasik'): through the district tables.
    const named = resolvePlaceText(input.place)
    const priced = named?.district ? pricePlaceOf(named, districts) : null
    if (!priced?.district || !priced.state) throw unknown()
    return { ...rule, state: priced.state, district: priced.district }
  }
  // The profile's place (picked, else what its location text names), else its text as it is.
  const mine = placeOfUser(user)
  const own = mine ? pricePlaceOf(mine, districts) : resolvePlace(user.location, districts)
  if (!own.district || !own.state) {
    throw new HttpError('alerts.no_district', { crop: commodity }, { field: 'place' })
  }
  return { ...rule, state: own.state, district: own.district }
}

const errors = { 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema }

export interface AlertsRoutesOptions {
  /** Whether a crop gets a forecast (market-prices' forecastableCrops, wired in app.ts). */
  canForecast: (commodity: string) => Promise<boolean>
}

export const alertsRoutes: FastifyPluginAsyncZod<AlertsRoutesOptions> = async (app, opts) => {
  app.newPrices.on(async ({ forecasts }) => {
    const judged = await evaluatePriceAlerts(app.database.db, alertLinksOf(app.env), { forecasts })
    app.log.info({ ...judged }, 'price alerts evaluated')
  })
  /** A forecast alert on a crop the forecaster will not forecast would never fire: refused. */
  const ensureForecastable = async (commodity: string) => {
    if (!(await opts.canForecast(commodity))) {
      throw new HttpError('alerts.no_forecast', { crop: commodity }, { field: 'crop' })
    }
  }

  const links = alertLinksOf(app.env)

  app.get(
    '/api/alerts',
    {
      config: { access: 'user' },
      schema: {
        tags: ['alerts'],
        summary: 'Your price alerts, in the order you set them',
        response: { 200: AlertsListSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      reply.header('cache-control', 'no-store')
      const items = (await listAlerts(app.database.db, user.id)).map(toAlert)
      return { items, total: items.length, max: MAX_ALERTS }
    },
  )

  app.post(
    '/api/alerts',
    {
      config: { access: 'user' },
      schema: {
        tags: ['alerts'],
        summary: `Set a price alert (at most ${MAX_ALERTS} per account)`,
        body: CreateAlertInputSchema,
        response: { 201: AlertSchema, 409: ApiErrorSchema, 422: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const input = request.body
      const db = app.database.db
      const forecast = isForecastCondition(input.condition)
      // A forecast is the crop's across India (the forecaster's series).
      const rule = await resolveRule(
        db,
        user,
        forecast ? { ...input, placeKind: 'india', place: '' } : input,
      )
      if (forecast) await ensureForecastable(rule.commodity)
      const row = await db.transaction(async (tx) => {
        const count = await lockUserAlerts(tx, user.id)
        if (count >= MAX_ALERTS) throw new HttpError('alerts.limit', { max: MAX_ALERTS })
        return insertAlert(tx, {
          id: randomUUID(),
          userId: user.id,
          ...rule,
          condition: input.condition,
          thresholdPaise: forecast ? null : (input.thresholdPaise ?? null),
          percent: forecast ? (input.percent ?? null) : null,
          sms: input.channels.includes('sms'),
          email: input.channels.includes('email'),
          // Judges prices that arrive from now on, not the one already shown.
          lastPriceDate: await currentPriceDate(tx, rule),
        })
      })
      return reply.status(201).send(toAlert(row))
    },
  )

  app.patch(
    '/api/alerts/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['alerts'],
        summary: 'Edit, pause or resume one of your price alerts',
        params: AlertIdParamsSchema,
        body: UpdateAlertInputSchema,
        response: { 200: AlertSchema, 422: ApiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const db = app.database.db
      const found = await findAlert(db, request.params.id)
      if (!found) throw new HttpError('alerts.not_found')
      if (found.userId !== user.id) throw new HttpError('alerts.not_yours')
      const b = request.body
      const set: Parameters<typeof updateAlert>[3] = {}
      const ruleChanged =
        b.crop !== undefined ||
        b.placeKind !== undefined ||
        b.place !== undefined ||
        b.condition !== undefined ||
        b.thresholdPaise !== undefined ||
        b.percent !== undefined
      const condition = b.condition ?? found.condition
      const forecast = isForecastCondition(condition)
      if (
        b.crop !== undefined ||
        b.placeKind !== undefined ||
        b.place !== undefined ||
        b.condition !== undefined
      ) {
        const placeKind = forecast ? 'india' : (b.placeKind ?? found.placeKind)
        const place =
          b.place ??
          (placeKind === found.placeKind
            ? { market: found.market, state: found.state, district: found.district, india: '' }[
                placeKind
              ]
            : '')
        if ((placeKind === 'market' || placeKind === 'state') && place === '') {
          throw HttpError.invalid(ALERT_PLACE_RULE, 'place')
        }
        Object.assign(
          set,
          await resolveRule(db, user, { crop: b.crop ?? found.commodity, placeKind, place }),
        )
      }
      if (forecast && (b.crop !== undefined || b.condition !== undefined)) {
        await ensureForecastable(set.commodity ?? found.commodity)
      }
      if (ruleChanged) {
        set.condition = condition
        const threshold = forecast ? null : (b.thresholdPaise ?? found.thresholdPaise)
        const percent = forecast ? (b.percent ?? found.percent) : null
        if (!forecast && threshold === null)
          throw HttpError.invalid(ALERT_PRICE_RULE, 'thresholdPaise')
        if (forecast && percent === null) throw HttpError.invalid(ALERT_PERCENT_RULE, 'percent')
        set.thresholdPaise = threshold
        set.percent = percent
      }
      if (b.channels !== undefined) {
        set.sms = b.channels.includes('sms')
        set.email = b.channels.includes('email')
      }
      if (b.paused !== undefined) set.paused = b.paused
      const resumed = b.paused === false && found.paused
      if (ruleChanged || resumed) {
        // A new rule, or a resumed alert, judges the prices that arrive from now on (not one
        // that came while it was paused); a new rule starts armed.
        if (ruleChanged) set.status = 'armed'
        set.lastPriceDate = await currentPriceDate(db, {
          commodity: set.commodity ?? found.commodity,
          placeKind: set.placeKind ?? found.placeKind,
          state: set.state ?? found.state,
          district: set.district ?? found.district,
          market: set.market ?? found.market,
        })
      }
      const row = await updateAlert(db, found.id, user.id, set)
      if (!row) throw new HttpError('alerts.not_found')
      return toAlert(row)
    },
  )

  app.delete(
    '/api/alerts/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['alerts'],
        summary: 'Delete one of your price alerts',
        params: AlertIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const found = await findAlert(app.database.db, request.params.id)
      if (!found) throw new HttpError('alerts.not_found')
      if (found.userId !== user.id) throw new HttpError('alerts.not_yours')
      await deleteAlert(app.database.db, found.id, user.id)
      return reply.status(204).send(null)
    },
  )

  // RFC 8058 one-click unsubscribe: mail providers POST `List-Unsubscribe=One-Click` as a form.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_req, _body, done) =>
      done(null, {}),
    )
  }

  app.post(
    '/api/alerts/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        tags: ['alerts'],
        summary: "One-click unsubscribe (RFC 8058): stops a price alert's emails",
        querystring: UnsubscribeQuerySchema,
        response: { 200: z.object({ message: z.string() }), 400: ApiErrorSchema },
      },
    },
    async (request) => {
      const { a, t } = request.query
      if (!verifyUnsubscribeToken(links.secret, a, t)) throw new HttpError('alerts.bad_link')
      // An alert deleted meanwhile sends nothing either: the same answer.
      await unsubscribeEmail(app.database.db, a)
      return { message: UNSUBSCRIBED }
    },
  )

  // The link opened in a browser: a page with one button (a GET must not unsubscribe, as mail
  // scanners open links).
  app.get(
    '/api/alerts/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        tags: ['alerts'],
        summary: 'The unsubscribe page',
        querystring: UnsubscribeQuerySchema,
      },
    },
    async (request, reply) => {
      const { a, t } = request.query
      if (!verifyUnsubscribeToken(links.secret, a, t)) throw new HttpError('alerts.bad_link')
      const action = `/api/alerts/unsubscribe?a=${encodeURIComponent(a)}&t=${encodeURIComponent(t)}`
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
            `<title>FarmTrek price alert</title><main><h1>Stop this price alert's emails?</h1>` +
            `<form method="post" action="${action}"><button type="submit">Unsubscribe</button></form>` +
            `<p><a href="/alerts">Your price alerts</a></p></main></html>`,
        )
    },
  )
}

export const UNSUBSCRIBED = 'You will get no more emails from this price alert.'
