import { z } from 'zod'
import type { Language } from '../i18n/languages.ts'
import { escapeHtml } from '../text/escape-html.ts'
import { oneLine } from './rendered.ts'
import { textsIn } from './texts.ts'

/**
 * What a farmer is told, by SMS and email, when an operator hides one of their listings (and why)
 * or shows it again, in the catalogues' words (texts.ts). Pure; the kinds `listingHidden` and
 * `listingRestored` in messages.ts render them.
 */

const nonBlank = z.string().trim().min(1)

export const ListingHiddenDataSchema = z.object({
  name: nonBlank,
  listing: nonBlank,
  reason: nonBlank,
  /** SUPPORT_PHONE. */
  supportPhone: nonBlank,
})
export type ListingHiddenData = z.infer<typeof ListingHiddenDataSchema>

export const ListingRestoredDataSchema = z.object({ name: nonBlank, listing: nonBlank })
export type ListingRestoredData = z.infer<typeof ListingRestoredDataSchema>

const both = (subject: string, text: string) => ({
  sms: text,
  email: { subject, text, html: `<p>${escapeHtml(text)}</p>` },
})

export function listingHiddenMessage(data: ListingHiddenData, language: Language) {
  const t = textsIn(language)
  const reason = oneLine(data.reason).replace(/[.।]+$/, '')
  return both(
    t('Your FarmTrek listing is hidden'),
    t(
      'Hi {name}, FarmTrek has hidden your listing "{listing}": {reason}. Buyers cannot see or buy it. Questions? Call {phone}.',
      {
        name: oneLine(data.name),
        listing: oneLine(data.listing),
        reason,
        phone: data.supportPhone,
      },
    ),
  )
}

export function listingRestoredMessage(data: ListingRestoredData, language: Language) {
  const t = textsIn(language)
  return both(
    t('Your FarmTrek listing is back on sale'),
    t('Hi {name}, your listing "{listing}" is shown to buyers again.', {
      name: oneLine(data.name),
      listing: oneLine(data.listing),
    }),
  )
}
