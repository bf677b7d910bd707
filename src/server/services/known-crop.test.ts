import { describe, expect, it } from 'vitest'
import { matchCommodity } from '#core/crops/crop-match.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { knownCrop } from './known-crop.ts'

const CROPS = ['Onion', 'Tomato', 'Ajwan', 'Grapes']

/** The error knownCrop throws for `input`. */
function refusal(input: string, crops = CROPS): HttpError {
  try {
    knownCrop(input, crops)
  } catch (e) {
    if (e instanceof HttpError) return e
    throw e
  }
  throw new Error(`'${input}' was taken for a crop`)
}

describe('knownCrop', () => {
  it('reads a crop by any of its names', () => {
    expect(knownCrop('pyaz', CROPS)).toBe('Onion')
    expect(knownCrop('தக்காளி', CROPS)).toBe('Tomato')
  })

  it('suggests the nearest crop for a misspelling, in a 404 on the crop box', () => {
    const e = refusal('tomatto')
    expect(e.statusCode).toBe(404)
    expect(e.code).toBe('prices.unknown_crop_suggest')
    expect(e.params).toMatchObject({ crop: 'tomatto', suggestion: 'Tomato', count: 4 })
    expect(e.options.field).toBe('crop')
  })

  it("suggests no crop for a place's exact name: Ujjain is not a misspelt Ajwan", () => {
    // The nearest spelling would be Ajwan: the place rule is what keeps it out.
    expect(matchCommodity('Ujjain', CROPS)).toEqual({ ok: false, suggestion: 'Ajwan' })
    for (const place of ['Ujjain', 'Kanpur', 'उज्जैन']) {
      const e = refusal(place)
      expect(e.code, place).toBe('prices.unknown_crop')
      expect(e.message, place).not.toMatch(/Ajwan|Grapes/)
    }
  })

  it('says that no prices are loaded when there are none', () => {
    expect(refusal('Onion', []).code).toBe('prices.none_loaded')
  })
})
