import { bannerMaxBytes, profileMessages } from '@shala/contracts';
import { describe, expect, it } from 'vitest';
import { checkBannerFile, formatFileSize } from './banner-file';

describe('checkBannerFile', () => {
  it('asks for a file when none or an empty one is chosen', () => {
    expect(checkBannerFile(null)).toBe(profileMessages.chooseImage);
    expect(checkBannerFile({ size: 0, type: 'image/png' })).toBe(profileMessages.chooseImage);
  });

  it('refuses files over 2 MB and files that say they are not images', () => {
    expect(checkBannerFile({ size: bannerMaxBytes + 1, type: 'image/png' })).toBe(
      profileMessages.imageTooLarge,
    );
    expect(checkBannerFile({ size: 10, type: 'text/plain' })).toBe(profileMessages.notAnImage);
    expect(checkBannerFile({ size: 10, type: 'image/gif' })).toBe(profileMessages.notAnImage);
  });

  it('lets PNG, JPEG, WebP and unknown types through to the server', () => {
    expect(checkBannerFile({ size: bannerMaxBytes, type: 'image/png' })).toBeNull();
    expect(checkBannerFile({ size: 10, type: 'IMAGE/JPEG' })).toBeNull();
    expect(checkBannerFile({ size: 10, type: 'image/webp' })).toBeNull();
    expect(checkBannerFile({ size: 10, type: '' })).toBeNull();
  });
});

describe('formatFileSize', () => {
  it('shows KB below a megabyte and MB above', () => {
    expect(formatFileSize(100)).toBe('1 KB');
    expect(formatFileSize(820 * 1024)).toBe('820 KB');
    expect(formatFileSize(1.44 * 1024 * 1024)).toBe('1.4 MB');
  });
});
