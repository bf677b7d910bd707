import { describe, expect, it } from 'vitest'
import { CATALOGUE } from './catalogue.ts'
import {
  CATALOGUE_FARMER_DOMAIN,
  catalogueFarmer,
  catalogueIdOfListing,
  catalogueListingId,
} from './catalogue-owners.ts'
import { isUnreachablePhone } from '../notifications/sms-budget.ts'

describe('catalogue owners', () => {
  it('gives each item its own valid, reversible listing id', () => {
    const ids = CATALOGUE.map((i) => catalogueListingId(i.id))
    expect(new Set(ids).size).toBe(CATALOGUE.length)
    for (const [n, id] of ids.entries()) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      expect(catalogueIdOfListing(id)).toBe(n)
    }
    expect(catalogueIdOfListing('0190a6c5-0000-7000-8000-000000000001')).toBeNull()
  })
  it('gives every item a farmer account with an address in the reserved domain', () => {
    for (const item of CATALOGUE) {
      const f = catalogueFarmer(item)
      expect(f.name).toBe(item.farmer)
      expect(f.email).toMatch(
        new RegExp(`^[a-z0-9.]+@${CATALOGUE_FARMER_DOMAIN.replaceAll('.', '\\.')}$`),
      )
      expect(f.id).toMatch(/^catalogue-farmer-[a-z0-9-]+$/)
    }
    // One account per farmer name: items of the same farmer share it.
    const byName = new Map(CATALOGUE.map((i) => [i.farmer, catalogueFarmer(i).id]))
    expect(new Set(byName.values()).size).toBe(byName.size)
  })
  it("gives every farmer account its own number in the made-up range, never the catalogue's contact", () => {
    const phones = new Map(CATALOGUE.map((i) => [i.farmer, catalogueFarmer(i).phone]))
    expect(new Set(phones.values()).size).toBe(phones.size)
    for (const item of CATALOGUE) {
      const { phone } = catalogueFarmer(item)
      expect(phone).toBe(phones.get(item.farmer))
      expect(phone).toMatch(/^\+9100000\d{5}$/)
      expect(isUnreachablePhone(phone)).toBe(true)
      expect(phone).not.toBe(item.contact)
    }
  })
})
