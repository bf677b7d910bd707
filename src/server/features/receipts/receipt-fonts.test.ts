import { describe, expect, it } from 'vitest'
import { FACES, fontFiles, fontName, fontRuns } from './receipt-fonts.ts'

// A receipt's text is drawn in runs, each in the Noto face of its script.
describe('fontRuns', () => {
  it.each([
    [
      'পরিমাণ 5 কেজি।',
      [
        ['bengali', 'পরিমাণ '],
        ['latin', '5 '],
        ['bengali', 'কেজি।'],
      ],
    ],
    [
      'ఆర్డర్ FT-1',
      [
        ['telugu', 'ఆర్డర్ '],
        ['latin', 'FT-1'],
      ],
    ],
    [
      'ಮೊತ್ತ ₹25',
      [
        ['kannada', 'ಮೊತ್ತ '],
        ['latinExt', '₹'],
        ['latin', '25'],
      ],
    ],
    ['पावती क्रमांक।', [['devanagari', 'पावती क्रमांक।']]],
    ['கிலோ।', [['tamil', 'கிலோ।']]],
    [
      'Total।',
      [
        ['latin', 'Total'],
        ['devanagari', '।'],
      ],
    ],
  ] as const)('%j', (text, runs) => {
    expect(fontRuns(text).map((r) => [r.face, r.text])).toEqual(runs)
  })

  it('has both weights of every face, Bengali, Telugu and Kannada too', () => {
    const files = fontFiles()
    for (const face of FACES)
      for (const weight of ['regular', 'bold'] as const)
        expect(files.get(fontName(face, weight))?.length, `${face} ${weight}`).toBeGreaterThan(1000)
    expect(FACES).toEqual(
      expect.arrayContaining(['devanagari', 'tamil', 'telugu', 'kannada', 'bengali']),
    )
  })
})
