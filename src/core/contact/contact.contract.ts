import { z } from 'zod'

import { CONTACT_MAX } from './contact.limits.ts'

export { CONTACT_MAX }

export const ContactInputSchema = z.object({
  name: z
    .string({ error: 'Please enter your name.' })
    .trim()
    .min(1, 'Please enter your name.')
    .max(CONTACT_MAX.name, `Name: at most ${CONTACT_MAX.name} characters.`),
  email: z
    .string({ error: 'Please enter your email.' })
    .trim()
    .min(1, 'Please enter your email.')
    .max(CONTACT_MAX.email, `Email: at most ${CONTACT_MAX.email} characters.`)
    .pipe(z.email('Please enter a valid email address.')),
  message: z
    .string({ error: 'Please enter a message.' })
    .trim()
    .min(1, 'Please enter a message.')
    .max(CONTACT_MAX.message, `Message: at most ${CONTACT_MAX.message} characters.`),
})
export type ContactInput = z.infer<typeof ContactInputSchema>

export const ContactResultSchema = z.object({ id: z.number(), message: z.string() })

export const CONTACT_THANKS = 'Thank you! We will get back to you soon.'
