import { describe, expect, it } from 'vitest'
import { apiPath } from '../http/page-data.ts'
import {
  browseFilters,
  catalogueItemForCrop,
  fallbackImage,
  listingsApiPath,
  placeScore,
  placeTerms,
} from './listing-browse.ts'

describe('the catalogue crop of a listing name', () => {
  it.each([
    ['Tomato', 'Vegetables', '/catalogue/tomato.svg'],
    ['  green   CHILLI ', 'Vegetables', '/catalogue/green-chilli.svg'],
    ['toor-dal', 'Pulses', '/catalogue/toor-dal.svg'],
    ['Onions', 'Vegetables', '/catalogue/onion.svg'],
    ['Dragon fruit', null, null],
    ['', null, null],
  ])('%j → %s', (name, category, image) => {
    expect(catalogueItemForCrop(name)?.category ?? null).toBe(category)
    expect(catalogueItemForCrop(name)?.image ?? null).toBe(image)
  })

  it('falls back to the category picture, then to none', () => {
    expect(fallbackImage('Tomato', null)).toBe('/catalogue/tomato.svg')
    expect(fallbackImage('Kodo millet', 'Grains')).toBe('/catalogue/basmati-rice.svg')
    expect(fallbackImage('Dragon fruit', null)).toBeNull()
  })

  it("takes the crop the farmer's own name resolved to when the name is not the catalogue's", () => {
    expect(fallbackImage('लाल प्याज', null)).toBeNull()
    expect(fallbackImage('लाल प्याज', null, 'Onion')).toBe('/catalogue/onion.svg')
    // Before the category's first item.
    expect(fallbackImage('Nashik Red', 'Vegetables', 'Onion')).toBe('/catalogue/onion.svg')
  })
})

describe('nearest by location text', () => {
  it.each([
    ['Nashik, Maharashtra', ['nashik', 'maharashtra']],
    ['Pune District / Maharashtra State', ['pune', 'maharashtra']],
    ['  Kolar  ', ['kolar']],
    ['', []],
    [null, []],
    ['a, b, c, d, e', []],
    ['Ooty, Nilgiris, Tamil Nadu, India', ['ooty', 'nilgiris', 'tamil nadu']],
  ])('%j → %j', (location, terms) => {
    expect(placeTerms(location)).toEqual(terms)
  })

  it('ranks the district above the state above the rest', () => {
    const terms = placeTerms('Nashik, Maharashtra')
    expect(placeScore('Nashik', terms)).toBe(2)
    expect(placeScore('Pune, Maharashtra', terms)).toBe(1)
    expect(placeScore('Kolar, Karnataka', terms)).toBe(0)
    expect(placeScore(null, terms)).toBe(0)
  })
})

describe('browse filters in the URL', () => {
  it('keeps the usable ones and builds one API URL for them', () => {
    const params = new URLSearchParams(
      'organic=yes&sort=price_asc&q=+okra+&minPrice=10&maxPrice=abc&category=Fruit&page=2&place=Nashik',
    )
    const filters = browseFilters(params)
    expect(filters).toEqual({
      q: 'okra',
      sort: 'price_asc',
      minPrice: '10',
      place: 'Nashik',
      organic: 'yes',
    })
    expect(listingsApiPath(filters)).toBe(
      '/api/listings?q=okra&sort=price_asc&minPrice=10&place=Nashik&organic=yes',
    )
  })

  it('gives the plain URL the page hints for no filter, and drops the default sort', () => {
    expect(listingsApiPath({})).toBe(apiPath.listings())
    expect(listingsApiPath({ q: 'dal', sort: 'newest' })).toBe(apiPath.listings('dal'))
  })
})
