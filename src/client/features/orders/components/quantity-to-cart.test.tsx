import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import '../../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../../tests/setup/render-page.tsx'
import { QuantityToCart } from './quantity-to-cart.tsx'

const line = (quantityKg: number) => ({
  kind: 'listing' as const,
  productId: '0197a3c2-6f1e-7c3a-9b1e-2f4d5a6b7c8d',
  quantityKg,
  name: 'Onion',
  pricePaise: 2_300,
  farmerName: 'Ravi Patil',
})

const added: number[] = []
function Box() {
  return <QuantityToCart leftKg={5} line={line} onAdded={() => added.push(1)} />
}

describe('QuantityToCart', () => {
  afterEach(() => {
    localStorage.clear()
    added.length = 0
  })

  it('refuses a quantity that is not whole kg or more than is left, beside the field', async () => {
    const user = userEvent.setup()
    renderPage(Box, '/')
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity (kg), 1 to 5' })
    await user.clear(quantity)
    await user.type(quantity, '1.5')
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }))
    expect(
      await screen.findByText('Quantity must be a whole number of kg, at least 1.'),
    ).toBeInTheDocument()
    expect(quantity).toHaveAttribute('aria-invalid', 'true')
    expect(quantity).toHaveFocus()
    // Checked again on each change once submitted.
    await user.clear(quantity)
    await user.type(quantity, '6')
    expect(await screen.findByText('Only 5 kg are left.')).toBeInTheDocument()
    expect(added).toEqual([])
  })

  it('adds the line, then refuses more than is left counting the cart', async () => {
    const user = userEvent.setup()
    renderPage(Box, '/')
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity (kg), 1 to 5' })
    await user.clear(quantity)
    await user.type(quantity, '4')
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }))
    await expect.poll(() => added.length).toBe(1)
    await user.clear(quantity)
    await user.type(quantity, '2')
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }))
    expect(
      await screen.findByText('Only 5 kg are left and your cart has 4 kg already.'),
    ).toBeInTheDocument()
    expect(quantity).toHaveAttribute('aria-invalid', 'true')
    expect(added).toHaveLength(1)
  })
})
