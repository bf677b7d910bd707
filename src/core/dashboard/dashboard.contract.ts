import { z } from 'zod'
import { ORDER_STATUSES } from '../orders/order-status.ts'

/** How many of the farmer's newest orders the dashboard shows. */
export const DASHBOARD_NEWEST_ORDERS = 5

/** India Standard Time is UTC+5:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000

/**
 * The instant the current month began in India (IST midnight on the 1st), for "this month":
 * 2026-11-24T10:00Z → 2026-10-31T18:30Z. `now` is passed in (core reads no clock).
 */
export function monthStartInIndia(now: Date): Date {
  const ist = new Date(now.getTime() + IST_OFFSET_MS)
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), 1) - IST_OFFSET_MS)
}

export const DashboardOrderSchema = z.object({
  id: z.string(),
  crop: z.string(),
  buyerName: z.string(),
  orderNumber: z.string().nullable(),
  /** Whole kg. */
  quantityKg: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
})
export type DashboardOrder = z.infer<typeof DashboardOrderSchema>

export const DashboardListingSchema = z.object({
  id: z.string(),
  productName: z.string(),
  /** Per kg, integer paise. */
  pricePaise: z.number().int(),
  /** Left to sell, whole kg. */
  quantityKg: z.number().int(),
  createdAt: z.string(),
})

/** GET /api/dashboard/farmer: what a farmer's dashboard answers at a glance. */
export const FarmerDashboardSchema = z.object({
  /** Orders still to deliver (Pending or In Transit), and of them the Pending ones. */
  openOrders: z.number().int(),
  pendingOrders: z.number().int(),
  /** Listings on sale (not deleted, some quantity left). */
  liveListings: z.number().int(),
  /** Orders received since `monthStart` (IST), not cancelled or declined. */
  month: z.object({
    monthStart: z.string(),
    orders: z.number().int(),
    /** Whole kg sold. */
    soldKg: z.number().int(),
    /**
     * What the month's lines are worth by the order amounts' rules (core farmerLineMoney): not
     * cancelled or declined, less refunds to buyers. Integer paise.
     */
    earningsPaise: z.number().int(),
    /** Of that, paid: delivered Cash-on-Delivery lines and paid online ones, less refunds. */
    receivedPaise: z.number().int(),
    /** Still to be paid by buyers (on delivery or online). */
    duePaise: z.number().int(),
  }),
  newestOrders: z.array(DashboardOrderSchema).max(DASHBOARD_NEWEST_ORDERS),
  /** The listing added last (null: none yet). */
  newestListing: DashboardListingSchema.nullable(),
})
export type FarmerDashboard = z.infer<typeof FarmerDashboardSchema>
