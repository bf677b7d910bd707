import { useMutation } from '@tanstack/react-query'
import type { ContactInput } from '#core/contact/contact.contract.ts'
import { api } from '#client/lib/api-client.ts'

export const sendContact = (input: ContactInput) =>
  api<{ id: number; message: string }>('/api/contact', { method: 'POST', body: input })

export const useSendContact = () => useMutation({ mutationFn: sendContact })
