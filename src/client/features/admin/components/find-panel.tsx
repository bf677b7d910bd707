import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useSearchParams } from 'react-router'
import { AdminSearchQuerySchema } from '#core/admin/admin.contract.ts'
import { Button, Field, Spinner } from '#client/components/ui/form.tsx'
import { formatDate, useI18n } from '#client/i18n/i18n.tsx'
import { formatPaise } from '#core/money/money.ts'
import { useFindOrders, useOrderTimeline } from '../api/find-orders.ts'
import { useFindUsers } from '../api/find-users.ts'
import { UserRow } from './user-row.tsx'
import type { OrderTimeline } from '#core/admin/admin.contract.ts'
import { PAYMENT_LABELS } from '#core/orders/payment.ts'
import { ORDER_STATUSES } from '#core/orders/order-status.ts'
import {
  auditActionWords,
  channelWords,
  messageKindWords,
  messageStatusWords,
} from './console-words.ts'

const words = (labels: Record<string, string>, code: string) =>
  Object.hasOwn(labels, code) ? labels[code] : undefined

/** A timeline entry in words: its codes named, or its stored English when they are not known. */
function entryWords(
  { t, tm }: Pick<ReturnType<typeof useI18n>, 't' | 'tm'>,
  e: OrderTimeline['entries'][number],
): string {
  const [a, b, c] = e.codes
  switch (e.source) {
    case 'order':
      return a ? t('Placed ({method})', { method: t(words(PAYMENT_LABELS, a) ?? a) }) : e.what
    case 'line': {
      if (!a || !b) return e.what
      const status = (ORDER_STATUSES as readonly string[]).includes(b) ? t(b) : b
      return `${tm(a)}: ${status}${c ? ` (${c})` : ''}`
    }
    case 'message':
      return a && b && c
        ? `${messageKindWords(t, a)} · ${channelWords(t, b)}: ${messageStatusWords(t, c)}`
        : e.what
    case 'audit':
      return a ? auditActionWords(t, a) : e.what
    default:
      return e.what
  }
}

/** A search box whose query lives in the URL under `param`. */
function SearchForm({ param, label, hint }: { param: string; label: string; hint: string }) {
  const { t, tm } = useI18n()
  const [params, setParams] = useSearchParams()
  const form = useForm({
    resolver: zodResolver(AdminSearchQuerySchema),
    defaultValues: { q: params.get(param) ?? '' },
  })
  const onSubmit = form.handleSubmit(({ q }) => {
    const next = new URLSearchParams(params)
    next.set(param, q)
    setParams(next)
  })
  const error = form.formState.errors.q?.message
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-2">
      <Field
        label={label}
        hint={hint}
        type="search"
        {...form.register('q')}
        error={error ? tm(error) : undefined}
      />
      <Button type="submit" className="self-start">
        {t('Search')}
      </Button>
    </form>
  )
}

function Timeline({ id }: { id: string }) {
  const { t, tm, locale } = useI18n()
  const timeline = useOrderTimeline(id)
  if (timeline.isPending) return <Spinner label={t('Loading...')} />
  if (timeline.isError) return <p role="alert">{tm(timeline.error)}</p>
  return (
    <ol className="mt-2 grid gap-1 border-l-2 border-green-700 pl-3 text-sm">
      {timeline.data.entries.map((e, i) => (
        <li key={i} className="wrap-anywhere">
          <span className="text-stone-700">{formatDate(e.at, locale, 'mediumTime')}</span> ·{' '}
          {entryWords({ t, tm }, e)}
          {e.who ? ` · ${e.who}` : ''}
        </li>
      ))}
    </ol>
  )
}

function OrderResults({ q }: { q: string }) {
  const { t, tm, locale } = useI18n()
  const orders = useFindOrders(q)
  const [open, setOpen] = useState<string | null>(null)
  if (!q) return null
  if (orders.isPending) return <Spinner label={t('Loading...')} />
  if (orders.isError) return <p role="alert">{tm(orders.error)}</p>
  if (orders.data.items.length === 0) return <p>{t('Nothing found.')}</p>
  return (
    <ul className="grid gap-2">
      {orders.data.items.map((o) => (
        <li key={o.id} className="rounded-lg border border-stone-300 bg-white p-3">
          <p className="font-semibold">
            {o.orderNumber} · {formatPaise(o.totalPaise, locale)}
          </p>
          <p className="text-sm wrap-anywhere text-stone-700">
            {formatDate(o.createdAt, locale, 'mediumTime')} · {o.buyerName} ·{' '}
            {o.buyerPhone ?? o.deliveryPhone} ·{' '}
            {t(words(PAYMENT_LABELS, o.paymentMethod) ?? o.paymentMethod)} · {t(o.paymentWords)}
          </p>
          <Button
            variant="secondary"
            className="mt-2"
            aria-expanded={open === o.id}
            onClick={() => setOpen(open === o.id ? null : o.id)}
          >
            {open === o.id ? t('Hide timeline') : t('Timeline')}
          </Button>
          {open === o.id && <Timeline id={o.id} />}
        </li>
      ))}
    </ul>
  )
}

function UserResults({ q }: { q: string }) {
  const { t, tm } = useI18n()
  const users = useFindUsers(q)
  if (!q) return null
  if (users.isPending) return <Spinner label={t('Loading...')} />
  if (users.isError) return <p role="alert">{tm(users.error)}</p>
  if (users.data.items.length === 0) return <p>{t('Nothing found.')}</p>
  return (
    <ul className="grid gap-2">
      {users.data.items.map((u) => (
        <UserRow key={u.id} user={u} />
      ))}
    </ul>
  )
}

/** Find: orders (by number or phone, with their timeline) and users (to suspend or restore). */
export function FindPanel() {
  const { t } = useI18n()
  const [params] = useSearchParams()
  return (
    <div className="grid gap-8">
      <section aria-labelledby="find-orders" className="grid gap-3">
        <h2 id="find-orders" className="text-xl font-semibold text-green-900">
          {t('Find an order')}
        </h2>
        <SearchForm
          param="order"
          label={t('Find an order')}
          hint={t('Order number, or the buyer’s or farmer’s phone')}
        />
        <OrderResults q={params.get('order') ?? ''} />
      </section>
      <section aria-labelledby="find-users" className="grid gap-3">
        <h2 id="find-users" className="text-xl font-semibold text-green-900">
          {t('Find a user')}
        </h2>
        <SearchForm param="user" label={t('Find a user')} hint={t('Email, phone or name')} />
        <UserResults q={params.get('user') ?? ''} />
      </section>
    </div>
  )
}
