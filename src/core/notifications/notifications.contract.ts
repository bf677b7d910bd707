import { z } from 'zod'
import { limitParam, pageParam } from '../http/paging.ts'
import { OUTBOX_CHANNELS, OUTBOX_STATUSES } from './outbox.ts'

/** One message sent (or to be sent) to the caller, as the profile page lists it. */
export const NotificationSchema = z.object({
  id: z.number().int(),
  channel: z.enum(OUTBOX_CHANNELS),
  status: z.enum(OUTBOX_STATUSES),
  /** Phone or email with most of it hidden. */
  recipient: z.string(),
  /** The email's subject, or the start of the SMS text. */
  subject: z.string(),
  attempts: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
})
export type Notification = z.infer<typeof NotificationSchema>

export const ListNotificationsQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(50, 10),
})
export type ListNotificationsQuery = z.infer<typeof ListNotificationsQuerySchema>

export const NotificationListSchema = z.object({
  items: z.array(NotificationSchema),
  total: z.number().int(),
})
export type NotificationList = z.infer<typeof NotificationListSchema>
