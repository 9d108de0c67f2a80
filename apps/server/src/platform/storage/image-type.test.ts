import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

describe('detectImageType', () => {
  it('recognises PNG, JPEG and WebP by their magic numbers', () => {
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    );
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(
      detectImageType(bytes(...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WEBP'), ...ascii('VP8 '))),
    ).toBe('image/webp');
  });

  it('refuses text, a truncated signature, RIFF that is not WebP, GIF and SVG', () => {
    expect(detectImageType(new TextEncoder().encode('hello, I am a .png'))).toBeNull();
    expect(detectImageType(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(
      detectImageType(bytes(...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WAVE'), 0, 0, 0, 0)),
    ).toBeNull();
    expect(detectImageType(new TextEncoder().encode('GIF89a....'))).toBeNull();
    expect(
      detectImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });

  it('never calls printable text an image (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 200 }), (text) => {
        fc.pre(!text.startsWith('RIFF')); // RIFF....WEBP is all printable: a real WebP header
        expect(detectImageType(new TextEncoder().encode(text))).toBeNull();
      }),
    );
  });
});
