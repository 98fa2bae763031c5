import { describe, expect, it } from 'vitest'
import { sniffContent } from './content-sniff'

const ftyp = (brand: string) =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x20]),
    Buffer.from(`ftyp${brand}`, 'latin1'),
    Buffer.alloc(16),
  ])

describe('sniffContent', () => {
  it('knows pictures by their signatures', () => {
    expect(sniffContent(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toMatchObject({
      mimeType: 'image/jpeg',
    })
    expect(
      sniffContent(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])),
    ).toMatchObject({ mimeType: 'image/png' })
    expect(sniffContent(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toMatchObject({
      mimeType: 'image/webp',
    })
  })

  it('tells MP4 and MOV from HEIC photos by the ftyp brand', () => {
    expect(sniffContent(ftyp('isom'))).toMatchObject({ kind: 'video', mimeType: 'video/mp4' })
    expect(sniffContent(ftyp('mp42'))).toMatchObject({ kind: 'video', mimeType: 'video/mp4' })
    expect(sniffContent(ftyp('qt  '))).toMatchObject({ kind: 'video', mimeType: 'video/quicktime' })
    expect(sniffContent(ftyp('heic'))).toEqual({ kind: 'heic' })
    expect(sniffContent(ftyp('mif1'))).toEqual({ kind: 'heic' })
  })

  it('refuses anything else, whatever it is called', () => {
    expect(sniffContent(Buffer.from('Hello, this is a text file named photo.jpg'))).toBeNull()
    expect(sniffContent(Buffer.from('GIF89a......'))).toBeNull()
    expect(sniffContent(ftyp('avif'))).toBeNull()
    expect(sniffContent(Buffer.alloc(0))).toBeNull()
    expect(sniffContent(Buffer.from([0xff, 0xd8]))).toBeNull()
  })
})
