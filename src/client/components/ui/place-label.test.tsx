import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Listing } from '#core/listings/listings.contract.ts'
import { placeNamesIn } from '#core/places/places.ts'
import { ListingCards } from '#client/features/listings/components/listing-cards.tsx'
import { farmer, server } from '../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../tests/setup/render-page.tsx'

// A listing card names the farmer's place in the reader's language, with the names the server
// gives for it (GET /api/places/names, answered here from the real tables).

const listing: Listing = {
  id: '0197a3c2-6f1e-7c3a-9b1e-2f4d5a6b7c8d',
  productName: 'Red Onion',
  pricePaise: 3000,
  quantityKg: 40,
  farmerId: farmer.id,
  farmerName: 'Ravi Patil',
  farmerRating: { average: 4.5, count: 2 },
  location: 'Ozar, Nashik, Maharashtra',
  category: null,
  organic: false,
  photos: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
}

function Cards() {
  return <ListingCards items={[listing]} linkTo={() => '/x'} actionLabel="View" />
}

let asked: string[]
beforeEach(() => {
  asked = []
  server.use(
    http.get('/api/places/names', ({ request }) => {
      const lang = new URL(request.url).searchParams.get('lang') ?? ''
      asked.push(lang)
      return HttpResponse.json(placeNamesIn(lang))
    }),
  )
})
afterEach(() => localStorage.clear())

describe("a place shown in the reader's language", () => {
  it.each([
    ['hi', 'Ozar, नासिक, महाराष्ट्र'],
    ['mr', 'Ozar, नाशिक, महाराष्ट्र'],
    ['ta', 'Ozar, நாசிக், மகாராஷ்டிரா'],
    ['te', 'Ozar, నాసిక్, మహారాష్ట్ర'],
    ['kn', 'Ozar, ನಾಸಿಕ್, ಮಹಾರಾಷ್ಟ್ರ'],
    ['bn', 'Ozar, নাসিক, মহারাষ্ট্র'],
  ])('%s: %s (the village as typed)', async (lang, shown) => {
    localStorage.setItem('lang', lang)
    renderPage(Cards, '/')
    expect(await screen.findByText(shown)).toBeInTheDocument()
    expect(asked).toEqual([lang])
  })

  it('English as stored, without asking', async () => {
    renderPage(Cards, '/')
    expect(await screen.findByText('Ozar, Nashik, Maharashtra')).toBeInTheDocument()
    expect(asked).toEqual([])
  })
})
