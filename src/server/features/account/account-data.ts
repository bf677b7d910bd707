import { sql } from 'drizzle-orm'
import type { AccountData } from '#core/account/leave.contract.ts'
import type { Executor } from '#server/db/client.ts'
import { rows } from '#server/db/rows.ts'
import { withoutSecrets } from '#core/notifications/secrets.ts'

/**
 * Everything an account holds, for 'Download my data': the profile, its listings, its orders (as a
 * buyer) and sales (as a farmer), payouts and the payout details (the bank account by its last 4
 * digits only, as everywhere), price alerts, the messages written to it (codes and reset links
 * blanked, as in the account's message list) and the devices signed in. Read in one snapshot.
 */

const iso = (v: string | Date | null): string | null =>
  v === null ? null : new Date(v).toISOString()
const isoOf = (v: string | Date): string => new Date(v).toISOString()

interface ProfileRow {
  id: string
  name: string
  email: string
  phone: string | null
  phone_verified_at: string | null
  location: string | null
  state: string | null
  district: string | null
  village: string | null
  language: string
  roles: string[]
  created_at: string
}

export async function accountData(db: Executor, userId: string): Promise<AccountData | null> {
  return db.transaction(async (tx) => {
    const [profile] = await rows<ProfileRow>(
      tx,
      sql`select id, name, email, phone, phone_verified_at::text, location, state, district,
                   village, language, roles,
                   created_at::text
              from users where id = ${userId}`,
    )
    if (!profile) return null
    const listings = await rows<{
      id: string
      product_name: string
      category: string | null
      price_paise: number
      quantity_kg: number
      organic: boolean
      created_at: string
      deleted_at: string | null
    }>(
      tx,
      sql`select id::text, product_name, category, price_paise, quantity_kg, organic,
                   created_at::text, deleted_at::text
              from products where farmer_id = ${userId} order by created_at`,
    )
    const orders = await rows<{
      id: string
      order_number: string
      created_at: string
      payment_method: string
      payment_status: string
      total_paise: number
      delivery_name: string
      delivery_address: string
      delivery_phone: string
    }>(
      tx,
      sql`select id::text, order_number, created_at::text, payment_method, payment_status,
                   total_paise, delivery_name, delivery_address, delivery_phone
              from orders where buyer_id = ${userId} order by created_at`,
    )
    const lines = await rows<{
      order_id: string
      name: string
      quantity_kg: number
      unit_price_paise: number
      line_total_paise: number
      status: string
      farmer_name: string
    }>(
      tx,
      sql`select i.order_id::text, i.name, i.quantity_kg, i.unit_price_paise, i.line_total_paise,
                   i.status, i.farmer_name
              from order_items i join orders o on o.id = i.order_id
             where o.buyer_id = ${userId}`,
    )
    const sales = await rows<{
      order_number: string | null
      crop: string
      quantity_kg: number
      buyer_name: string
      status: string
      created_at: string
    }>(
      tx,
      sql`select order_number, crop, quantity_kg, buyer_name, status, created_at::text
              from supply_chain_orders where farmer_id = ${userId} order by created_at`,
    )
    const payouts = await rows<{
      amount_paise: number
      state: string
      mode: string
      created_at: string
    }>(
      tx,
      sql`select amount_paise, state, mode, created_at::text
              from payouts where farmer_id = ${userId} order by created_at`,
    )
    const [details] = await rows<{
      upi_vpa: string | null
      bank_account_last4: string | null
      bank_ifsc: string | null
      account_holder: string | null
    }>(
      tx,
      sql`select upi_vpa, bank_account_last4, bank_ifsc, account_holder
              from payout_accounts where farmer_id = ${userId}`,
    )
    const alerts = await rows<{
      commodity: string
      place_kind: string
      state: string
      district: string
      market: string
      condition: string
      threshold_paise: number | null
      percent: number | null
      created_at: string
    }>(
      tx,
      sql`select commodity, place_kind, state, district, market, condition, threshold_paise,
                   percent, created_at::text
              from price_alerts where user_id = ${userId} order by created_at`,
    )
    const messages = await rows<{
      kind: string
      channel: string
      recipient: string
      text: string | null
      status: string
      created_at: string
    }>(
      tx,
      sql`select kind, channel, recipient, payload->>'text' as text, status, created_at::text
              from outbox where user_id = ${userId} order by created_at`,
    )
    const devices = await rows<{
      user_agent: string | null
      ip_address: string | null
      created_at: string
    }>(
      tx,
      sql`select user_agent, ip_address, created_at::text
              from sessions where user_id = ${userId} and expires_at > now() order by created_at`,
    )

    const linesOf = new Map<string, typeof lines>()
    for (const l of lines) linesOf.set(l.order_id, [...(linesOf.get(l.order_id) ?? []), l])
    return {
      exportedAt: new Date().toISOString(),
      profile: {
        id: profile.id,
        name: profile.name,
        email: profile.email,
        phone: profile.phone,
        phoneVerified: profile.phone_verified_at !== null,
        location: profile.location,
        state: profile.state,
        district: profile.district,
        village: profile.village,
        language: profile.language,
        roles: profile.roles,
        createdAt: isoOf(profile.created_at),
      },
      listings: listings.map((l) => ({
        id: l.id,
        crop: l.product_name,
        category: l.category,
        pricePaisePerKg: l.price_paise,
        quantityKg: l.quantity_kg,
        organic: l.organic,
        createdAt: isoOf(l.created_at),
        deletedAt: iso(l.deleted_at),
      })),
      orders: orders.map((o) => ({
        orderNumber: o.order_number,
        placedAt: isoOf(o.created_at),
        paymentMethod: o.payment_method,
        paymentStatus: o.payment_status,
        totalPaise: o.total_paise,
        delivery: { name: o.delivery_name, address: o.delivery_address, phone: o.delivery_phone },
        lines: (linesOf.get(o.id) ?? []).map((l) => ({
          crop: l.name,
          quantityKg: l.quantity_kg,
          ratePaise: l.unit_price_paise,
          amountPaise: l.line_total_paise,
          status: l.status,
          farmer: l.farmer_name,
        })),
      })),
      sales: sales.map((s) => ({
        orderNumber: s.order_number,
        crop: s.crop,
        quantityKg: s.quantity_kg,
        buyer: s.buyer_name,
        status: s.status,
        createdAt: isoOf(s.created_at),
      })),
      payouts: payouts.map((p) => ({
        amountPaise: p.amount_paise,
        state: p.state,
        mode: p.mode,
        createdAt: isoOf(p.created_at),
      })),
      payoutDetails: details
        ? {
            upiVpa: details.upi_vpa,
            bankAccountLast4: details.bank_account_last4,
            bankIfsc: details.bank_ifsc,
            accountHolder: details.account_holder,
          }
        : null,
      alerts: alerts.map((a) => ({
        crop: a.commodity,
        place: [a.market, a.district, a.state].filter(Boolean).join(', ') || a.place_kind,
        condition: a.condition,
        thresholdPaise: a.threshold_paise,
        percent: a.percent,
        createdAt: isoOf(a.created_at),
      })),
      messages: messages.map((m) => ({
        kind: m.kind,
        channel: m.channel,
        to: m.recipient,
        text: withoutSecrets(m.kind, m.text ?? ''),
        status: m.status,
        createdAt: isoOf(m.created_at),
      })),
      devices: devices.map((d) => ({
        userAgent: d.user_agent ?? '',
        ipAddress: d.ip_address ?? '',
        createdAt: isoOf(d.created_at),
      })),
    }
  })
}
