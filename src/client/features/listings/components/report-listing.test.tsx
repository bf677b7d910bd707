import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../../tests/setup/render-page.tsx'
import { HiddenListingNotice, ReportListingButton } from './report-listing.tsx'

const id = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b'

describe('Report this listing', () => {
  it('reports after a second tap, once', async () => {
    const reports: string[] = []
    server.use(
      http.post(`/api/listings/${id}/report`, () => {
        reports.push(id)
        return HttpResponse.json({ id, reported: true, hidden: false })
      }),
    )
    renderPage(() => <ReportListingButton listingId={id} />, '/product/x')
    await userEvent.click(screen.getByRole('button', { name: 'Report this listing' }))
    expect(screen.getByText('Report this listing to FarmTrek?')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }))
    expect(reports).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: 'Report this listing' }))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, report it' }))
    expect(
      await screen.findByText('Reported. FarmTrek will review this listing.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Report this listing' })).not.toBeInTheDocument()
    expect(reports).toHaveLength(1)
  })

  it('tells the farmer why FarmTrek hid their listing', () => {
    renderPage(() => <HiddenListingNotice reason="The photo is not of this crop" />, '/product/x')
    expect(screen.getByRole('status')).toHaveTextContent(
      'Hidden by FarmTrek: The photo is not of this crop',
    )
  })
})
