/** The image types uploads may have, recognised from their first bytes (never from the name). */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpeg = [0xff, 0xd8, 0xff];
const riff = [0x52, 0x49, 0x46, 0x46];
const webp = [0x57, 0x45, 0x42, 0x50];

/** PNG, JPEG or WebP by magic number; null for anything else. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, png)) return 'image/png';
  if (startsWith(bytes, jpeg)) return 'image/jpeg';
  if (startsWith(bytes, riff) && startsWith(bytes, webp, 8) && bytes.length >= 16) {
    return 'image/webp';
  }
  return null;
}

/** The usual file extension of an image type. */
export const extensionOf = (type: ImageType) =>
  type === 'image/png' ? 'png' : type === 'image/jpeg' ? 'jpg' : 'webp';
