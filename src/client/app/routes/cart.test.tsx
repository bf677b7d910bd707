import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { catalogueListingId } from '#core/catalogue/catalogue-owners.ts'
import { CART_STORAGE_KEY, CART_VERSION, serializeCart, type Cart } from '#core/orders/cart.ts'
import { buyer, server, sessionAs } from '../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../tests/setup/render-page.tsx'
import { Component as CartPage } from './cart.tsx'

const WITH_PHOTO = '0197a3c2-6f1e-7c3a-9b1e-2f4d5a6b7c8d'
const NO_PHOTO = '0197a3c2-6f1e-7c3a-9b1e-2f4d5a6b7c8e'
const listingLine = (lineId: string, productId: string, name: string) =>
  ({
    lineId,
    kind: 'listing',
    productId,
    quantityKg: 2,
    name,
    pricePaise: 2450,
    farmerName: 'Ravi Patil',
  }) as const
const cart: Cart = {
  version: CART_VERSION,
  lines: [
    listingLine('l1', WITH_PHOTO, 'Onion'),
    listingLine('l2', NO_PHOTO, 'Okra'),
    { lineId: 'l3', kind: 'catalogue', catalogueId: 1, quantityKg: 1, pricePaise: 3500 },
  ],
}
const sources = [
  { url: '/api/listing-photos/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp', width: 320, height: 240 },
  { url: '/api/listing-photos/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.webp', width: 640, height: 480 },
]
const now = (id: string, photo: typeof sources) => ({
  id,
  pricePaise: 2450,
  quantityKg: 40,
  gone: false,
  photo,
})

describe('cart: the picture beside each line', () => {
  beforeEach(() => {
    localStorage.clear()
    localStorage.setItem(CART_STORAGE_KEY, serializeCart(cart))
    server.use(
      sessionAs(buyer),
      http.get('/api/listings/now', () =>
        HttpResponse.json({
          items: [
            now(WITH_PHOTO, sources),
            now(NO_PHOTO, []),
            { ...now(catalogueListingId(1), []), pricePaise: 3500 },
          ],
        }),
      ),
    )
  })

  it("shows a listing's photo (sized, lazy, described), else the catalogue drawing, else the letter", async () => {
    renderPage(CartPage, '/cart')
    const photo = await screen.findByRole('img', { name: 'Photo of Onion' })
    expect(photo).toHaveAttribute('src', sources[0]!.url)
    expect(photo).toHaveAttribute('srcset', `${sources[0]!.url} 320w, ${sources[1]!.url} 640w`)
    expect(photo).toHaveAttribute('sizes', '64px')
    expect(photo).toHaveAttribute('width', '320')
    expect(photo).toHaveAttribute('height', '240')
    expect(photo).toHaveAttribute('loading', 'lazy')
    expect(photo).toHaveClass('h-16', 'w-16', 'object-cover')
    const [onion, okra, catalogue] = screen.getAllByTestId('cart-line')
    expect(within(onion!).queryByText('O', { exact: true })).toBeNull()
    // No photo: the letter, hidden from screen readers (the name is written beside it).
    expect(within(okra!).queryByRole('img')).toBeNull()
    expect(within(okra!).getByText('O', { exact: true })).toHaveAttribute('aria-hidden', 'true')
    // A catalogue line keeps its drawing, with no alt text beside its written name.
    const drawing = catalogue!.querySelector('img')
    expect(drawing).not.toBeNull()
    expect(drawing).toHaveAttribute('alt', '')
    expect(drawing!.getAttribute('src')).not.toContain('/api/listing-photos/')
  })
})
