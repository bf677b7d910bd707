import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { DistrictChoice } from '#core/places/places.contract.ts'
import { server } from '../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../tests/setup/render-page.tsx'
import { DistrictPicker, useDistrictLabel } from './district-picker.tsx'

const NASHIK = {
  state: 'Maharashtra',
  district: 'Nashik',
  label: 'Nashik',
  stateLabel: 'Maharashtra',
}
const NASHIK_OTHER = {
  state: 'Uttar Pradesh',
  district: 'Nasik Road',
  label: 'Nasik Road',
  stateLabel: 'Uttar Pradesh',
}

let asked: string[]
let picked: Array<DistrictChoice | null>
beforeEach(() => {
  asked = []
  picked = []
  server.use(
    http.get('/api/places/districts', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('q') ?? '')
      return HttpResponse.json({ items: [NASHIK, NASHIK_OTHER] })
    }),
  )
})

function Picker() {
  return <DistrictPicker label="District" value={null} onChange={(c) => picked.push(c)} />
}

describe('DistrictPicker', () => {
  it('lists districts with their states as one types, and picks by keyboard', async () => {
    renderPage(Picker, '/')
    const box = await screen.findByRole('combobox', { name: 'District' })
    expect(box).toHaveAttribute('aria-expanded', 'false')
    await userEvent.type(box, 'nas')
    const options = await screen.findAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual([
      'NashikMaharashtra',
      'Nasik RoadUttar Pradesh',
    ])
    expect(box).toHaveAttribute('aria-expanded', 'true')
    // Asked after a pause in typing, for what was typed by then (not once per key).
    expect(asked.at(-1)).toBe('nas')
    await userEvent.keyboard('{ArrowDown}')
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id)
    expect(options[0]).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{Enter}')
    expect(box).toHaveValue('Nashik, Maharashtra')
    expect(picked.at(-1)).toEqual(NASHIK)
    expect(screen.queryByRole('option')).not.toBeInTheDocument()
  })

  it('Escape closes the list; typing again undoes the choice', async () => {
    renderPage(Picker, '/')
    const box = await screen.findByRole('combobox', { name: 'District' })
    await userEvent.type(box, 'nas')
    await screen.findAllByRole('option')
    await userEvent.keyboard('{Escape}')
    expect(box).toHaveAttribute('aria-expanded', 'false')
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    await userEvent.click((await screen.findAllByRole('option'))[1] as HTMLElement)
    expect(picked.at(-1)).toEqual(NASHIK_OTHER)
    await userEvent.type(box, 'x')
    expect(picked.at(-1)).toBeNull()
  })
})

describe('a saved place', () => {
  function Saved() {
    const saved = useDistrictLabel('Maharashtra', 'Nashik')
    return <DistrictPicker label="District" value={saved} onChange={(c) => picked.push(c)} />
  }

  it('shows in English names for an English reader, without asking', async () => {
    renderPage(Saved, '/')
    expect(await screen.findByRole('combobox', { name: 'District' })).toHaveValue(
      'Nashik, Maharashtra',
    )
    expect(asked).toEqual([])
  })

  it.each([
    ['hi', 'नासिक', 'महाराष्ट्र'],
    ['mr', 'नाशिक', 'महाराष्ट्र'],
    ['te', 'నాసిక్', 'మహారాష్ట్ర'],
    ['kn', 'ನಾಸಿಕ್', 'ಮಹಾರಾಷ್ಟ್ರ'],
    ['bn', 'নাসিক', 'মহারাষ্ট্র'],
  ])("shows in the reader's language (%s) once the server names it", async (lang, d, s) => {
    localStorage.setItem('lang', lang)
    server.use(
      http.get('/api/places/names', ({ request }) => {
        asked.push(`names/${new URL(request.url).searchParams.get('lang')}`)
        return HttpResponse.json({
          lang,
          states: { Maharashtra: s },
          districts: { Maharashtra: { Nashik: d } },
        })
      }),
    )
    try {
      renderPage(Saved, '/')
      const box = await screen.findByRole('combobox')
      await waitFor(() => expect(box).toHaveValue(`${d}, ${s}`))
      // One request for every place of the language, none per district.
      expect(asked).toEqual([`names/${lang}`])
    } finally {
      localStorage.removeItem('lang')
    }
  })
})
