/**
 * An .ico file holding one PNG image (the form every browser since IE 9 reads): a 6-byte header,
 * one 16-byte directory entry and the PNG itself. Width and height come from the PNG's IHDR
 * chunk; a side of 256 or more is written as 0, as the format says.
 */
export function pngToIco(png: Buffer): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  if (png.length < 24 || !png.subarray(0, 8).equals(signature)) {
    throw new Error('pngToIco: not a PNG image')
  }
  const width = png.readUInt32BE(16)
  const height = png.readUInt32BE(20)
  const header = Buffer.alloc(6 + 16)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(1, 4) // one image
  header.writeUInt8(width >= 256 ? 0 : width, 6)
  header.writeUInt8(height >= 256 ? 0 : height, 7)
  header.writeUInt8(0, 8) // no palette
  header.writeUInt8(0, 9) // reserved
  header.writeUInt16LE(1, 10) // colour planes
  header.writeUInt16LE(32, 12) // bits per pixel
  header.writeUInt32LE(png.length, 14) // size of the image
  header.writeUInt32LE(header.length, 18) // where the image starts
  return Buffer.concat([header, png])
}
