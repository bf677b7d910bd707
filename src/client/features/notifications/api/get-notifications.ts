import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { NotificationList } from '#core/notifications/notifications.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'

export const notificationsKey = ['notifications'] as const

/** The caller's messages (SMS, email), newest first. */
export const getNotifications = (limit: number): Promise<NotificationList> =>
  answer(apiClient.GET('/api/notifications', { params: { query: { limit } } }))

export const notificationsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: [...notificationsKey, { limit }],
    queryFn: () => getNotifications(limit),
    placeholderData: keepPreviousData,
    // Messages wait in the outbox for a moment: look again while any is still waiting.
    refetchInterval: (query) =>
      query.state.data?.items.some((m) => m.status === 'pending') ? 3_000 : false,
  })

export const useNotifications = (limit: number) => useQuery(notificationsQueryOptions(limit))
