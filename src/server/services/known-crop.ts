import { matchCommodity } from '#core/crops/crop-match.ts'
import { cropSuggestion } from '#core/crops/crop-resolve.ts'
import { HttpError } from '#server/plugins/error-handler.ts'

/**
 * The crop with prices that `input` names (English, Hindi, Tamil, variants): the price page's, the
 * forecast's and a price alert's one reading of a crop box. Else a 404 that says how many crops
 * have prices and suggests the nearest name, but not for a place's exact name ('Ujjain' is not a
 * misspelt Ajwan); 'prices.none_loaded' when no prices are loaded at all.
 */
export function knownCrop(input: string, crops: readonly string[]): string {
  const m = matchCommodity(input, crops)
  if (m.ok) return m.commodity
  if (crops.length === 0) throw new HttpError('prices.none_loaded')
  const suggestion = cropSuggestion(input, m)
  throw suggestion
    ? new HttpError(
        'prices.unknown_crop_suggest',
        { crop: input, count: crops.length, suggestion },
        { field: 'crop' },
      )
    : new HttpError('prices.unknown_crop', { crop: input, count: crops.length }, { field: 'crop' })
}
