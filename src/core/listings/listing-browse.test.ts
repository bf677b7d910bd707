import { describe, expect, it } from 'vitest'
import {
  categoryForCrop,
  catalogueItemForCrop,
  fallbackImage,
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
    expect(categoryForCrop(name)).toBe(category)
    expect(catalogueItemForCrop(name)?.image ?? null).toBe(image)
  })

  it('falls back to the category picture, then to none', () => {
    expect(fallbackImage('Tomato', null)).toBe('/catalogue/tomato.svg')
    expect(fallbackImage('Kodo millet', 'Grains')).toBe('/catalogue/basmati-rice.svg')
    expect(fallbackImage('Dragon fruit', null)).toBeNull()
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
