import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import {
  NotificationListSchema,
  type NotificationList,
} from '#core/notifications/notifications.contract.ts'
import { api } from '#client/lib/api-client.ts'

export const notificationsKey = ['notifications'] as const

/** The caller's messages (SMS, email), newest first. */
export const getNotifications = (limit: number): Promise<NotificationList> =>
  api(`/api/notifications?limit=${limit}`, { schema: NotificationListSchema })

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
