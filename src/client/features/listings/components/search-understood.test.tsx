import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { I18nProvider } from '#client/i18n/i18n.tsx'
import { SearchUnderstood } from './search-understood.tsx'

const ONION = { crop: 'Onion', names: ['प्याज़', 'வெங்காயம்'], typo: false }

function renderIt(understood: typeof ONION | null, query = 'pyaz') {
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

  it("names the crop only in scripts the page can draw: English, its own and the search's", () => {
    localStorage.setItem('lang', 'hi')
    try {
      renderIt(ONION)
      // A Hindi page: the Hindi name, not the Tamil one, whose font a Hindi page does not load.
      const text = screen.getByRole('status').textContent
      expect(text).toContain('प्याज़')
      expect(text).not.toContain('வெங்காயம்')
    } finally {
      localStorage.removeItem('lang')
    }
  })

  it('keeps the name in the script the search was typed in', () => {
    renderIt({ ...ONION, names: ['प्याज़', 'வெங்காயம்', 'ఉల్లిపాయ'] }, 'வெங்காயம்')
    expect(screen.getByRole('status').textContent).toBe('Showing Onion — வெங்காயம்')
  })

  it('says when a misspelling was taken for the nearest crop', () => {
    renderIt({ ...ONION, typo: true }, 'oniom')
    expect(screen.getByRole('status').textContent).toBe(
      'No crop is called “oniom”; the nearest is Onion. Showing Onion',
    )
  })

  it('says the crop alone when it has no other names', () => {
    renderIt({ crop: 'Kinnow', names: [], typo: false })
    expect(screen.getByRole('status').textContent).toBe('Showing Kinnow')
  })

  it('says nothing when the search named no crop', () => {
    renderIt(null)
    expect(screen.queryByRole('status')).toBeNull()
  })
})
