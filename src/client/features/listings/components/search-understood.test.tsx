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
  it('says the crop and its other names', () => {
    renderIt(ONION)
    expect(screen.getByRole('status').textContent).toBe('Showing Onion — प्याज़, வெங்காயம்')
  })

  it('says when a misspelling was taken for the nearest crop', () => {
    renderIt({ ...ONION, typo: true }, 'oniom')
    expect(screen.getByRole('status').textContent).toBe(
      'No crop is called “oniom”; the nearest is Onion. Showing Onion — प्याज़, வெங்காயம்',
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
