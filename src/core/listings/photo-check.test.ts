import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { PHOTO_MAX_BYTES } from './listing-photos.ts'
import {
  photoBytesProblem,
  photoFileProblem,
  photoPixelSize,
  photoSizeProblem,
} from './photo-check.ts'

const ascii = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)))
/** The first bytes of a PDF, as a file renamed tomatoes.jpg still starts. */
const pdf = ascii('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n')
const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#6a8f2c' } })

describe('photoFileProblem: size and type from the first bytes', () => {
  it('says a PDF is not a photo, whatever its name', () => {
    expect(photoFileProblem(pdf, 48_213)).toBe('photo.not_an_image')
  })

  it('says an empty file, a text and HEIC', () => {
    expect(photoFileProblem(new Uint8Array(), 0)).toBe('photo.not_an_image')
    expect(photoFileProblem(ascii('Tomato, 30 kg, ₹28'), 20)).toBe('photo.not_an_image')
    const heic = Uint8Array.from([
      0,
      0,
      0,
      24,
      ...ascii('ftypheic'),
      0,
      0,
      0,
      0,
      ...ascii('mif1heic'),
    ])
    expect(photoFileProblem(heic, 2_000_000)).toBe('photo.heic')
  })

  it('says a file over the limit is too large before reading a byte of it', () => {
    expect(photoFileProblem(new Uint8Array(), PHOTO_MAX_BYTES + 1)).toBe('photo.too_large')
    expect(photoFileProblem(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]), PHOTO_MAX_BYTES)).toBe(null)
  })
})

describe('photoPixelSize: the pixel size a header states', () => {
  it.each([
    [
      'JPEG',
      () =>
        image(1600, 1200)
          .jpeg()
          .withExif({ IFD0: { Make: 'FieldCam' } }),
    ],
    ['PNG', () => image(1600, 1200).png()],
    ['WebP (lossy)', () => image(1600, 1200).webp()],
    ['WebP (lossless)', () => image(1600, 1200).webp({ lossless: true })],
    ['WebP (extended, alpha)', () => image(1600, 1200).ensureAlpha(0.5).webp()],
  ])('reads %s', async (_name, make) => {
    const bytes = new Uint8Array(await make().toBuffer())
    expect(photoPixelSize(bytes)).toEqual({ width: 1600, height: 1200 })
    expect(photoBytesProblem(bytes)).toBe(null)
  })

  it('gives null where the header is not in the bytes (the server then decides)', async () => {
    const jpeg = new Uint8Array(await image(64, 48).jpeg().toBuffer())
    expect(photoPixelSize(jpeg.subarray(0, 20))).toBe(null)
    expect(photoPixelSize(pdf)).toBe(null)
  })

  it('refuses more than 100 megapixels as such', async () => {
    const jpeg = Buffer.from(await image(8, 8).jpeg().toBuffer())
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]))
    jpeg.writeUInt16BE(9000, sof + 5)
    jpeg.writeUInt16BE(12000, sof + 7)
    expect(photoPixelSize(new Uint8Array(jpeg))).toEqual({ width: 12000, height: 9000 })
    expect(photoBytesProblem(new Uint8Array(jpeg))).toBe('photo.too_many_pixels')
    expect(photoSizeProblem(10_000, 10_000)).toBe(null)
    expect(photoSizeProblem(10_000, 10_001)).toBe('photo.too_many_pixels')
    expect(photoSizeProblem(0, 10)).toBe('photo.unreadable')
  })
})
