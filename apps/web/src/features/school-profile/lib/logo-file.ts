import { profileMessages, schoolLogoContentTypes, schoolLogoMaxBytes } from '@shala/contracts';

/** The file input accepts these; the server still checks the bytes themselves. */
export const logoAccept = schoolLogoContentTypes.join(',');

/**
 * The message for a file that surely cannot be a logo, before uploading it; null when it may
 * be one (only the server sees the bytes). The browser's type comes from the name: a hint.
 */
export function checkLogoFile(file: { size: number; type: string } | null): string | null {
  if (!file || file.size === 0) return profileMessages.chooseLogo;
  if (file.size > schoolLogoMaxBytes) return profileMessages.logoTooLarge;
  const type = file.type.toLowerCase();
  if (type !== '' && !(schoolLogoContentTypes as readonly string[]).includes(type))
    return profileMessages.notALogo;
  return null;
}
