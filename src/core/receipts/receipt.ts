import { formatDate, formatNumber } from '../i18n/format.ts'
import { LOCALES } from '../i18n/engine.ts'
import type { Language } from '../i18n/languages.ts'
import { formatPaise } from '../money/money.ts'
import { textsIn } from '../notifications/texts.ts'
import { ENDED_STATUSES, type OrderStatus } from '../orders/order-status.ts'
import { PAYMENT_LABELS, type PaymentMethod, type PaymentStatus } from '../orders/payment.ts'
import { IST_OFFSET_MS } from './receipt-number.ts'
import {
  amountRows,
  orderAmounts,
  paymentStatusWords,
  type OrderAmounts,
} from '../orders/amounts.ts'
import { documentKind, type DocumentKind } from './document-kind.ts'
import type { HsnEntry } from './hsn.ts'
import { gstinState, gstTotals, lineGst, type LineGst } from './gst.ts'
import { placeName, stateNamed } from '../places/places.ts'
import { resolvePlaceText } from '../places/place-resolve.ts'

/**
 * What a receipt says, in the reader's language, before it is laid out: one part per farmer of
 * the order (the buyer and an operator read every farmer's part; a farmer reads their own), each
 * a document of its own with the farmer's receipt number. Pure: the PDF only draws these strings.
 */

export interface ReceiptOrder {
  number: string
  placedAt: Date
  buyerName: string
  deliveryAddress: string
  paymentMethod: PaymentMethod
  paymentStatus: PaymentStatus
}

export interface ReceiptLine {
  id: string
  farmerId: string
  name: string
  /** The line's crop in the tax table (null: not in it). */
  hsn: HsnEntry | null
  quantityKg: number
  unitPricePaise: number
  lineTotalPaise: number
  status: OrderStatus
}

/** The farmer as the receipt was issued: fixed then, whatever the profile says later. */
export interface ReceiptSeller {
  farmerId: string
  name: string
  district: string | null
  gstin: string | null
  receiptNumber: string
  issuedAt: Date
}

export interface ReceiptRow {
  cells: [item: string, hsn: string, quantity: string, rate: string, amount: string]
  /** Cancelled or declined: its amount is not part of the total. */
  ended: boolean
  /** On a Tax Invoice: the tax in the line (taxable value, CGST and SGST or IGST), or 'exempt'. */
  tax?: string
}

export interface ReceiptPart {
  kind: DocumentKind
  title: string
  receiptNumber: string
  /** Label and value pairs: receipt, order, dates, seller, buyer, payment. */
  fields: Array<[string, string]>
  columns: ReceiptRow['cells']
  rows: ReceiptRow[]
  totals: Array<[string, string]>
  notes: string[]
}

export interface ReceiptView {
  language: Language
  /** The document's title for the PDF's metadata. */
  documentTitle: string
  parts: ReceiptPart[]
}

/**
 * What lines add up to: as ordered, ended (cancelled or declined) and what is left, in paise.
 * The one sum of a receipt's amounts.
 */
export function lineAmounts(lines: readonly Pick<ReceiptLine, 'status' | 'lineTotalPaise'>[]) {
  const sum = (ls: typeof lines) => ls.reduce((a, l) => a + l.lineTotalPaise, 0)
  const orderedPaise = sum(lines)
  const endedPaise = sum(lines.filter((l) => ENDED_STATUSES.includes(l.status)))
  return { orderedPaise, endedPaise, livePaise: orderedPaise - endedPaise }
}

/** The day in India (IST, UTC+5:30) at `at`, as '27 Nov 2026' in the locale. */
const indianDay = (at: Date, locale: string) =>
  formatDate(new Date(at.getTime() + IST_OFFSET_MS), locale, 'day')

export function receiptView(input: {
  language: Language
  order: ReceiptOrder
  sellers: readonly ReceiptSeller[]
  /** The lines the reader may see (a farmer: their own). */
  lines: readonly ReceiptLine[]
  /** The whole order is shown (buyer, operator): its paid and due amounts are added. */
  wholeOrder: boolean
  /** The whole order's amounts (core orderAmounts), for its paid, refunded and due rows. */
  amounts?: OrderAmounts | null
}): ReceiptView {
  const { language, order } = input
  const t = textsIn(language)
  const locale = LOCALES[language]
  const money = (paise: number) => formatPaise(paise, locale)
  const parts = input.sellers.map((seller): ReceiptPart => {
    const lines = input.lines.filter((l) => l.farmerId === seller.farmerId)
    const kind = documentKind({
      sellerGstin: seller.gstin,
      lines: lines.map((l) => ({
        exempt: l.hsn?.exempt ?? true,
        ended: ENDED_STATUSES.includes(l.status),
      })),
    })
    const fields: Array<[string, string]> = [
      [t('Receipt number'), seller.receiptNumber],
      [t('Issued on'), indianDay(seller.issuedAt, locale)],
      [t('Order number'), order.number],
      [t('Ordered on'), indianDay(order.placedAt, locale)],
      [t('Seller'), seller.name],
      [t('District'), seller.district ?? '—'],
      ...(seller.gstin ? [[t('GSTIN'), seller.gstin] as [string, string]] : []),
      [t('Buyer'), order.buyerName],
      [t('Delivery address'), order.deliveryAddress],
      [
        t('Payment'),
        // Cash on Delivery reads paid once this seller's lines are delivered.
        `${t.known(PAYMENT_LABELS[order.paymentMethod])} · ${t.known(
          paymentStatusWords(
            order.paymentStatus,
            orderAmounts({ paymentMethod: order.paymentMethod, lines }),
          ),
        )}`,
      ],
    ]
    // A Tax Invoice's GST: within the seller's state (from the GSTIN) CGST and SGST, to another
    // state IGST. The place of supply is the delivery address's state (the seller's when the
    // address names none).
    const sellerState = seller.gstin ? gstinState(seller.gstin) : undefined
    const supplyState =
      stateNamed(resolvePlaceText(order.deliveryAddress)?.state ?? '') ?? sellerState
    const interState = !!sellerState && !!supplyState && sellerState.en !== supplyState.en
    if (kind === 'tax_invoice' && supplyState) {
      fields.push([t('Place of supply'), placeName(supplyState, language)])
    }
    const taxed: LineGst[] = []
    let exemptPaise = 0
    const percent = (n: number) => formatNumber(n, locale)
    const taxOf = (l: ReceiptLine): string => {
      if (!l.hsn || l.hsn.exempt || !l.hsn.ratePercent) {
        exemptPaise += l.lineTotalPaise
        return t('Exempt from GST')
      }
      const g = lineGst(l.lineTotalPaise, l.hsn.ratePercent, interState)
      taxed.push(g)
      return interState
        ? t('Taxable value {taxable} · IGST {rate}% {igst}', {
            taxable: money(g.taxablePaise),
            rate: percent(g.ratePercent),
            igst: money(g.igstPaise),
          })
        : t('Taxable value {taxable} · CGST {half}% {cgst} · SGST {half}% {sgst}', {
            taxable: money(g.taxablePaise),
            half: percent(g.ratePercent / 2),
            cgst: money(g.cgstPaise),
            sgst: money(g.sgstPaise),
          })
    }
    const rows = lines.map((l): ReceiptRow => {
      const ended = ENDED_STATUSES.includes(l.status)
      return {
        ...(kind === 'tax_invoice' && !ended ? { tax: taxOf(l) } : {}),
        cells: [
          ended ? `${l.name} (${t.known(l.status)})` : l.name,
          l.hsn?.code ?? '—',
          t('{kg} kg', { kg: formatNumber(l.quantityKg, locale) }),
          t('{price}/kg', { price: money(l.unitPricePaise) }),
          money(l.lineTotalPaise),
        ],
        ended,
      }
    })
    const mine = lineAmounts(lines)
    const totals: Array<[string, string]> = []
    if (mine.endedPaise > 0) {
      totals.push([t('Ordered'), money(mine.orderedPaise)])
      totals.push([t('Cancelled or declined'), `−${money(mine.endedPaise)}`])
    }
    if (kind === 'tax_invoice') {
      const gst = gstTotals(taxed)
      totals.push([t('Taxable value'), money(gst.taxablePaise)])
      if (interState) totals.push([t('IGST'), money(gst.igstPaise)])
      else {
        totals.push([t('CGST'), money(gst.cgstPaise)])
        totals.push([t('SGST'), money(gst.sgstPaise)])
      }
      if (exemptPaise > 0) totals.push([t('Exempt from GST'), money(exemptPaise)])
    }
    totals.push([t('Total'), money(mine.livePaise)])
    return {
      kind,
      title: kind === 'tax_invoice' ? t('Tax Invoice') : t('Bill of Supply'),
      receiptNumber: seller.receiptNumber,
      fields,
      columns: [t('Item'), t('HSN'), t('Quantity'), t('Rate'), t('Amount')],
      rows,
      totals,
      notes: [
        kind === 'tax_invoice'
          ? t('Tax is included in the amounts at the rates that apply to each item.')
          : t('Fresh farm produce sold by its grower is exempt from GST: no tax is charged.'),
        t('Sold through FarmTrek. Keep this receipt for your records.'),
      ],
    }
  })
  const last = parts[parts.length - 1]
  if (input.wholeOrder && parts.length > 1) {
    last?.totals.push([t('Order total'), money(lineAmounts(input.lines).livePaise)])
  }
  if (input.wholeOrder && input.amounts) {
    // What was paid, refunded and is still due: the lines above already say what was ordered.
    for (const [key, label, value] of amountRows(input.amounts, t, money)) {
      if (key !== 'ordered' && key !== 'ended') last?.totals.push([label, value])
    }
  }
  return {
    language,
    documentTitle: t('Receipt for order {number}', { number: order.number }),
    parts,
  }
}
