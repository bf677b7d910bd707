import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client.ts'
import { liveEvents } from '#server/db/schema/index.ts'
import { HttpError } from '#server/plugins/error-handler.ts'

/**
 * Live updates (supply-chain and order status) over server-sent events.
 *
 * A change calls `publishLiveEvent(tx, …)` inside its own transaction: the event row and the
 * NOTIFY commit with it, or not at all. Every node LISTENs on one channel, loads each new event
 * once and hands it to the connections subscribed to its topic. A client that reconnects sends
 * Last-Event-ID and gets what it missed from the table, so a dropped connection, a restarted node
 * or a lost notification loses nothing.
 */
export const LIVE_CHANNEL = 'live_events'

export type LiveEvent = { id: number; topic: string; type: string; payload: unknown }

/** A farmer's stream: their supply-chain orders. */
export const farmerTopic = (farmerId: string) => `farmer:${farmerId}`
/** A buyer's stream: their orders' status, and orders placed in another tab. */
export const buyerTopic = (buyerId: string) => `buyer:${buyerId}`

export async function publishLiveEvent(
  tx: Executor,
  topic: string,
  type: string,
  payload: unknown,
): Promise<number> {
  const [row] = await tx
    .insert(liveEvents)
    .values({ topic, type, payload })
    .returning({ id: liveEvents.id })
  // The topic rides along so a node with no subscriber for it does not load the event.
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- INSERT … RETURNING returns the inserted row
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${`${row!.id} ${topic}`})`)
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- INSERT … RETURNING returns the inserted row
  return row!.id
}

/**
 * Many events in one statement: the rows and a NOTIFY for each, in `tx` (a checkout batch
 * writes dozens; one round trip instead of two per event).
 */
export type LiveEventInput = { topic: string; type: string; payload: unknown }

export async function publishLiveEvents(tx: Executor, events: LiveEventInput[]): Promise<void> {
  if (events.length === 0) return
  await tx.execute(sql`
    with ev as (
      insert into ${liveEvents} (topic, type, payload)
      select e.topic, e.type, e.payload
        from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as e(topic text, type text, payload jsonb)
      returning id, topic
    )
    select pg_notify(${LIVE_CHANNEL}, ev.id || ' ' || ev.topic) from ev`)
}

type Subscriber = (event: LiveEvent) => void

export class LiveHub {
  private readonly topics = new Map<string, Set<Subscriber>>()
  private readonly perUser = new Map<string, number>()
  private stop: (() => Promise<void>) | undefined
  private readonly open = new Set<import('node:http').ServerResponse>()

  constructor(private readonly app: FastifyInstance) {}

  /** Live streams open on this node (the metrics' gauge). */
  get openStreams(): number {
    return this.open.size
  }

  async start() {
    this.stop = await this.app.database.listen(LIVE_CHANNEL, (payload) => {
      const [idText, topic] = payload.split(' ')
      const id = Number(idText)
      if (Number.isFinite(id) && topic && this.topics.has(topic)) void this.deliver(id)
    })
  }

  /** Ends every open stream (clients reconnect to another node) and stops listening. */
  async close() {
    for (const res of this.open) res.end()
    this.open.clear()
    await this.stop?.()
  }

  private async deliver(id: number) {
    try {
      const rows = await this.app.database.db.select().from(liveEvents).where(eq(liveEvents.id, id))
      const row = rows[0]
      if (!row) return
      const subs = this.topics.get(row.topic)
      if (!subs) return
      const event = { id: row.id, topic: row.topic, type: row.type, payload: row.payload }
      for (const fn of subs) fn(event)
    } catch (err) {
      this.app.log.warn({ err, id }, 'could not deliver live event')
    }
  }

  subscribe(topics: string[], fn: Subscriber): () => void {
    for (const t of topics) {
      let set = this.topics.get(t)
      if (!set) this.topics.set(t, (set = new Set()))
      set.add(fn)
    }
    return () => {
      for (const t of topics) {
        const set = this.topics.get(t)
        set?.delete(fn)
        if (set?.size === 0) this.topics.delete(t)
      }
    }
  }

  /** Counts a user's open streams; throws 429 past SSE_MAX_PER_USER. Returns the release. */
  admit(userId: string): () => void {
    const n = this.perUser.get(userId) ?? 0
    if (n >= this.app.env.SSE_MAX_PER_USER) {
      throw new HttpError('live.too_many_streams')
    }
    this.perUser.set(userId, n + 1)
    let released = false
    return () => {
      if (released) return
      released = true
      const m = (this.perUser.get(userId) ?? 1) - 1
      if (m <= 0) this.perUser.delete(userId)
      else this.perUser.set(userId, m)
    }
  }

  /**
   * Streams the events of `topics` to one request as text/event-stream, first replaying any after
   * Last-Event-ID. `userId` counts against the per-user connection cap.
   */
  async stream(request: FastifyRequest, reply: FastifyReply, userId: string, topics: string[]) {
    const release = this.admit(userId)
    const header = request.headers['last-event-id']
    const query = (request.query as { lastEventId?: string } | undefined)?.lastEventId
    const lastId = Number(header ?? query ?? 0)
    let cursor = Number.isSafeInteger(lastId) && lastId > 0 ? lastId : 0

    reply.hijack()
    const res = reply.raw
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': String(request.id),
    })
    res.write(`retry: 2000\n\n`)

    const write = (e: LiveEvent) => {
      if (e.id <= cursor) return
      cursor = e.id
      res.write(`id: ${e.id}\nevent: ${e.type}\ndata: ${JSON.stringify(e.payload)}\n\n`)
    }
    // Subscribe before replaying, buffering, so nothing committed in between is missed.
    let buffer: LiveEvent[] | null = []
    const unsubscribe = this.subscribe(topics, (e) => (buffer ? buffer.push(e) : write(e)))
    const heartbeat = setInterval(() => res.write(`: ping\n\n`), this.app.env.SSE_HEARTBEAT)
    const cleanup = () => {
      clearInterval(heartbeat)
      unsubscribe()
      release()
    }
    this.open.add(res)
    res.on('close', () => {
      this.open.delete(res)
      cleanup()
    })
    try {
      if (cursor === 0) {
        // A first connection starts from now: the page loads current state with a normal GET.
        const [max] = await this.app.database.db
          .select({ id: sql<number>`coalesce(max(${liveEvents.id}), 0)::int` })
          .from(liveEvents)
          .where(inArray(liveEvents.topic, topics))
        cursor = Number(max?.id ?? 0)
        res.write(`id: ${cursor}\nevent: ready\ndata: {}\n\n`)
      } else {
        const missed = await this.app.database.db
          .select()
          .from(liveEvents)
          .where(and(inArray(liveEvents.topic, topics), gt(liveEvents.id, cursor)))
          .orderBy(asc(liveEvents.id))
          .limit(1000)
        for (const row of missed) write(row)
        res.write(`event: ready\ndata: {}\n\n`)
      }
      const pending = buffer.sort((a, b) => a.id - b.id)
      buffer = null
      for (const e of pending) write(e)
    } catch (err) {
      request.log.error({ err }, 'live stream replay failed')
      res.end()
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub
  }
}

export const livePlugin = fp(
  async (app: FastifyInstance) => {
    const hub = new LiveHub(app)
    await hub.start()
    app.decorate('live', hub)
    // preClose: open streams would otherwise hold app.close() until the client goes away.
    app.addHook('preClose', async () => hub.close())
  },
  { name: 'live' },
)
