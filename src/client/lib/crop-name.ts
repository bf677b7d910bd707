import { localCommodityName } from '#core/crops/crop-vocabulary.ts'
import type { Language } from '#core/i18n/languages.ts'

type T = (text: string) => string

/**
 * A commodity's name in the UI language: the catalogue's translation when it has one, else its
 * name in that language from the crop vocabulary (#core/crops/crop-vocabulary.ts), else
 * Agmarknet's English name.
 */
export function cropName(crop: string, t: T, lang: Language): string {
  const own = t(crop)
  if (own !== crop || lang === 'en') return own
  return localCommodityName(crop, lang) ?? crop
}
