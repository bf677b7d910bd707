import { useMutation } from '@tanstack/react-query'
import { answer, apiClient } from '#client/lib/api-client.ts'

/** Reports a listing to FarmTrek's operators; it stays on sale until one of them decides. */
export const reportListing = (id: string) =>
  answer(apiClient.POST('/api/listings/{id}/report', { params: { path: { id } }, body: {} }))

export const useReportListing = () => useMutation({ mutationFn: reportListing })
