import { localCommodityName } from '#core/crops/crop-vocabulary.ts'
import type { Language } from '#core/i18n/languages.ts'

type T = (text: string) => string

/**
 * A commodity's name in the UI language: the catalogue's translation when it has one, else the
 * Hindi or Tamil name from the crop synonym table, else Agmarknet's English name.
 */
export function cropName(crop: string, t: T, lang: Language): string {
  const own = t(crop)
  if (own !== crop || lang === 'en') return own
  return localCommodityName(crop, lang) ?? crop
}
