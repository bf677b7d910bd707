import { describe, expect, it } from 'vitest'
import { normalizeIndianMobile } from '../auth/phone.ts'
import {
  AVAILABILITIES,
  CATALOGUE,
  CATALOGUE_CATEGORIES,
  filterCatalogue,
  findCatalogueItem,
  MAX_PRICE_PAISE,
  MIN_PRICE_PAISE,
  priceText,
} from './catalogue.ts'
import { resolveCrop } from '../crops/crop-resolve.ts'

// Every SVG shipped in public/catalogue, read at build time (core stays free of I/O imports).
const shipped = import.meta.glob<string>('../../../public/catalogue/*.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
})
const svgOf = (image: string) => shipped[`../../../public${image}`]

describe('catalogue integrity', () => {
  it('has 28 items with ids 0..27, unique and in order', () => {
    expect(CATALOGUE).toHaveLength(28)
    expect(CATALOGUE.map((i) => i.id)).toEqual(Array.from({ length: 28 }, (_, i) => i))
    expect(new Set(CATALOGUE.map((i) => i.slug)).size).toBe(28)
    expect(new Set(CATALOGUE.map((i) => i.name)).size).toBe(28)
  })

  it('uses each of the five categories several times, and no other', () => {
    for (const item of CATALOGUE) expect(CATALOGUE_CATEGORIES).toContain(item.category)
    for (const c of CATALOGUE_CATEGORIES) {
      expect(CATALOGUE.filter((i) => i.category === c).length).toBeGreaterThanOrEqual(3)
    }
  })

  it.each(CATALOGUE.map((i) => [i.id, i.name, i] as const))(
    'item %i (%s) is complete and valid',
    (_id, _name, item) => {
      expect(Number.isInteger(item.pricePaise)).toBe(true)
      expect(item.pricePaise).toBeGreaterThanOrEqual(MIN_PRICE_PAISE)
      expect(item.pricePaise).toBeLessThanOrEqual(MAX_PRICE_PAISE)
      expect(item.price).toBe(priceText(item.pricePaise))
      expect(AVAILABILITIES).toContain(item.availability)
      expect(item.description.length).toBeGreaterThan(20)
      expect(item.farmer.trim()).not.toBe('')
      expect(normalizeIndianMobile(item.contact)).toBe(item.contact)
      expect(item.image).toBe(`/catalogue/${item.slug}.svg`)
    },
  )

  it.each(CATALOGUE.map((i) => [i.image] as const))(
    '%s ships in public/ and is a small SVG',
    (image) => {
      const svg = svgOf(image)
      expect(svg, `${image} is missing`).toBeDefined()
      expect(new TextEncoder().encode(svg).length).toBeLessThan(1500)
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    },
  )

  it('ships no image the catalogue does not use', () => {
    expect(Object.keys(shipped).sort()).toEqual(
      CATALOGUE.map((i) => `../../../public${i.image}`).sort(),
    )
  })

  it('the detail view finds every listed item under the same id (list = detail)', () => {
    for (const item of filterCatalogue('', 'All'))
      expect(findCatalogueItem(String(item.id))).toBe(item)
    expect(filterCatalogue('', 'All')).toHaveLength(28)
    expect(findCatalogueItem('27')?.name).toBe('Masoor Dal')
  })
})

describe('findCatalogueItem', () => {
  it.each([['28'], ['-1'], ['abc'], ['1.5'], [''], ['0x1'], ['1e1']])('%j is not an item', (id) => {
    expect(findCatalogueItem(id)).toBeUndefined()
  })
})

describe('filterCatalogue', () => {
  it.each([
    ['', 'Pulses', ['Toor Dal', 'Moong Dal', 'Chana Dal', 'Urad Dal', 'Masoor Dal']],
    ['DAL', 'All', ['Toor Dal', 'Moong Dal', 'Chana Dal', 'Urad Dal', 'Masoor Dal']],
    ['  potato ', 'All', ['Potato', 'Sweet Potato']],
    ['potato', 'Vegetables', []],
    ['zzz', 'All', []],
  ] as const)('%j in %s → %j', (q, category, names) => {
    expect(filterCatalogue(q, category).map((i) => i.name)).toEqual(names)
  })

  it('puts the understood crop first, whatever the words typed', () => {
    expect(filterCatalogue('pyaz', 'All', 'Onion').map((i) => i.name)).toEqual(['Onion'])
    expect(filterCatalogue('vengayam', 'Vegetables', 'Onion').map((i) => i.name)).toEqual(['Onion'])
    expect(filterCatalogue('okra', 'Grains', 'Bhindi (Ladies Finger)')).toEqual([])
    expect(filterCatalogue('potato', 'All', 'Potato').map((i) => i.name)).toEqual([
      'Potato',
      'Sweet Potato',
    ])
  })

  it('matches the name as the page shows it', () => {
    const hindi = (item: { name: string }) => (item.name === 'Tomato' ? 'टमाटर' : item.name)
    expect(filterCatalogue('टमाटर', 'All', null, hindi).map((i) => i.name)).toEqual(['Tomato'])
  })
})

describe('the catalogue crops', () => {
  it('are what the crop vocabulary resolves each item name to', () => {
    for (const item of CATALOGUE) expect(resolveCrop(item.name)?.crop, item.name).toBe(item.crop)
  })
})

describe('priceText', () => {
  it.each([
    [3000, '₹30/kg'],
    [12050, '₹120.50/kg'],
  ])('%i paise → %s', (paise, text) => expect(priceText(paise)).toBe(text))
})
