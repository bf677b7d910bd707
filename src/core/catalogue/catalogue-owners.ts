import { madeUpPhone } from '../notifications/sms-budget.ts'
import { CATALOGUE, type Availability, type CatalogueItem } from './catalogue.ts'

/**
 * Every catalogue item is a listing of a real farmer account, so each line bought from the
 * catalogue has an owner who can move it from Pending to Delivered. The accounts and listings are
 * made from this table after every migration run (idempotent: fixed ids, insert-if-missing), and
 * `npm run db:seed -- --catalogue` gives the accounts a password and prints the logins.
 */

/** The domain of the catalogue farmers' sign-in addresses. */
export const CATALOGUE_FARMER_DOMAIN = 'farmers.farmtrek.in'

/** The listing id of catalogue item `id` (0–27): a fixed UUID, the same on every database. */
export function catalogueListingId(id: number): string {
  return `c0a7a10e-0000-4000-8000-${id.toString(16).padStart(12, '0')}`
}

const LISTING_ID_RE = /^c0a7a10e-0000-4000-8000-([0-9a-f]{12})$/

/** The catalogue id behind a listing id, or null for a farmer's own listing. */
export function catalogueIdOfListing(listingId: string): number | null {
  const m = LISTING_ID_RE.exec(listingId)
  return m?.[1] === undefined ? null : parseInt(m[1], 16)
}

const slug = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '')

/**
 * The account of the farmer who sells a catalogue item. The farmers are made up, and so is the
 * account's number: one from the made-up range (+91 then 0, which no phone answers), numbered by
 * the farmer's first item, not the contact the catalogue shows (a real-looking number someone may
 * own). The accounts are marked `seeded`: the outbox sends them nothing.
 */
export function catalogueFarmer(item: CatalogueItem) {
  const s = slug(item.farmer)
  return {
    id: `catalogue-farmer-${s.replaceAll('.', '-')}`,
    name: item.farmer,
    email: `${s}@${CATALOGUE_FARMER_DOMAIN}`,
    phone: madeUpPhone(CATALOGUE.findIndex((i) => i.farmer === item.farmer) + 1),
  }
}

/** The stock a catalogue listing starts with, in kg (the farmer changes it afterwards). */
export const OPENING_STOCK_KG: Record<Availability, number> = {
  'In Stock': 500,
  'Limited Stock': 40,
  'Out of Stock': 0,
}
