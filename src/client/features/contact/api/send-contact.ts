import { useMutation } from '@tanstack/react-query'
import type { ContactInput } from '#core/contact/contact.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'

export const sendContact = (input: ContactInput) =>
  answer(apiClient.POST('/api/contact', { body: input }))

export const useSendContact = () => useMutation({ mutationFn: sendContact })
