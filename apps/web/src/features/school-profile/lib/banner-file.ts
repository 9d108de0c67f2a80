import { bannerContentTypes, bannerMaxBytes, profileMessages } from '@shala/contracts';

/** What the browser tells about a chosen file (its type comes from the name: a hint only). */
interface ChosenFile {
  size: number;
  type: string;
}

/** The file input accepts these; the server still checks the bytes themselves. */
export const bannerAccept = bannerContentTypes.join(',');

/**
 * The message for a file that surely cannot be a banner, before uploading it; null when it
 * may be one. A file named like an image is let through: only the server sees the bytes.
 */
export function checkBannerFile(file: ChosenFile | null): string | null {
  if (!file || file.size === 0) return profileMessages.chooseImage;
  if (file.size > bannerMaxBytes) return profileMessages.imageTooLarge;
  const type = file.type.toLowerCase();
  if (type !== '' && !(bannerContentTypes as readonly string[]).includes(type)) {
    return profileMessages.notAnImage;
  }
  return null;
}

/** e.g. 1.4 MB or 820 KB, for showing a chosen file's size. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
