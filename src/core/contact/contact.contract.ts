import { z } from 'zod'

export const ContactInputSchema = z.object({
  name: z
    .string({ error: 'Please enter your name.' })
    .trim()
    .min(1, 'Please enter your name.')
    .max(120, 'Name: at most 120 characters.'),
  email: z
    .string({ error: 'Please enter your email.' })
    .trim()
    .min(1, 'Please enter your email.')
    .max(254, 'Email: at most 254 characters.')
    .pipe(z.email('Please enter a valid email address.')),
  message: z
    .string({ error: 'Please enter a message.' })
    .trim()
    .min(1, 'Please enter a message.')
    .max(5000, 'Message: at most 5000 characters.'),
})
export type ContactInput = z.infer<typeof ContactInputSchema>

export const ContactResultSchema = z.object({ id: z.number(), message: z.string() })

export const CONTACT_THANKS = 'Thank you! We will get back to you soon.'
