import { describe, expect, it } from 'vitest'
import { pricePlaceOf } from './price-places.ts'

const PRICE_PLACES = [
  { state: 'Maharashtra', district: 'Sholapur' },
  { state: 'Maharashtra', district: 'Nashik' },
  { state: 'Maharashtra', district: 'Mumbai' },
  { state: 'Maharashtra', district: 'Mumbai City' },
  { state: 'Chattisgarh', district: 'Koria' },
  { state: 'Tamil Nadu', district: 'Thirupur' },
  { state: 'NCT of Delhi', district: 'Delhi' },
]

describe('pricePlaceOf', () => {
  it.each([
    [
      { state: 'Maharashtra', district: 'Solapur' },
      { state: 'Maharashtra', district: 'Sholapur' },
    ],
    [
      { state: 'Maharashtra', district: 'Nashik' },
      { state: 'Maharashtra', district: 'Nashik' },
    ],
    [
      { state: 'Maharashtra', district: 'Mumbai City' },
      { state: 'Maharashtra', district: 'Mumbai City' },
    ],
    [
      { state: 'Chhattisgarh', district: 'Koriya' },
      { state: 'Chattisgarh', district: 'Koria' },
    ],
    [
      { state: 'Tamil Nadu', district: 'Tiruppur' },
      { state: 'Tamil Nadu', district: 'Thirupur' },
    ],
    [
      { state: 'Delhi', district: 'Central Delhi' },
      { state: 'NCT of Delhi', district: 'Delhi' },
    ],
    // A district without markets in the data: its state's
    [
      { state: 'Maharashtra', district: 'Pune' },
      { state: 'Maharashtra', district: null },
    ],
    [
      { state: 'Tamil Nadu', district: null },
      { state: 'Tamil Nadu', district: null },
    ],
    // A state without any
    [
      { state: 'Kerala', district: 'Idukki' },
      { state: null, district: null },
    ],
  ])('%o → %o', (place, want) => {
    expect(pricePlaceOf(place, PRICE_PLACES)).toEqual(want)
  })
})
