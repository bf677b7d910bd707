import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { I18nProvider } from '#client/i18n/i18n.tsx'
import type { ListingList } from '#core/listings/listings.contract.ts'
import { SearchUnderstood } from './search-understood.tsx'

const ONION: Understood = {
  crop: 'Onion',
  names: { hi: 'प्याज़', ta: 'வெங்காயம்', mr: 'कांदा', te: 'ఉల్లిపాయ' },
  typo: false,
}
type Understood = NonNullable<ListingList['understood']>

function renderIt(understood: Understood | null, query = 'pyaz') {
  render(
    <I18nProvider>
      <SearchUnderstood understood={understood} query={query} />
    </I18nProvider>,
  )
}

describe('SearchUnderstood', () => {
  it('says the crop on an English page, without names in other scripts', () => {
    renderIt(ONION)
    expect(screen.getByRole('status').textContent).toBe('Showing Onion')
  })

  it.each([
    ['hi', 'प्याज़ — Onion, कांदा'],
    ['mr', 'कांदा'],
    ['te', 'ఉల్లిపాయ'],
  ])(
    'a %s page names the crop in its language first, and only in scripts it can draw',
    (lang, expected) => {
      localStorage.setItem('lang', lang)
      try {
        renderIt(ONION)
        // The page's own name leads; the Tamil name needs a font such a page does not load.
        const text = screen.getByRole('status').textContent ?? ''
        expect(text).toContain(expected)
        expect(text).toContain('Onion')
        expect(text).not.toContain('வெங்காயம்')
      } finally {
        localStorage.removeItem('lang')
      }
    },
  )

  it('keeps the name in the script the search was typed in', () => {
    renderIt(ONION, 'வெங்காயம்')
    expect(screen.getByRole('status').textContent).toBe('Showing Onion — வெங்காயம்')
  })

  it('says when a misspelling was taken for the nearest crop', () => {
    renderIt({ ...ONION, typo: true }, 'oniom')
    expect(screen.getByRole('status').textContent).toBe(
      'No crop is called “oniom”; the nearest is Onion. Showing Onion',
    )
  })

  it('says the crop alone when it has no other names', () => {
    renderIt({ crop: 'Kinnow', names: {}, typo: false })
    expect(screen.getByRole('status').textContent).toBe('Showing Kinnow')
  })

  it('says nothing when the search named no crop', () => {
    renderIt(null)
    expect(screen.queryByRole('status')).toBeNull()
  })
})
