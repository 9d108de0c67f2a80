import { describe, expect, it } from 'vitest';
import { checkLogoFile } from './logo-file';

describe('checkLogoFile', () => {
  it('lets PNG, JPEG and untyped files through, up to 1 MB', () => {
    expect(checkLogoFile({ size: 2048, type: 'image/png' })).toBeNull();
    expect(checkLogoFile({ size: 1024 * 1024, type: 'image/jpeg' })).toBeNull();
    expect(checkLogoFile({ size: 10, type: '' })).toBeNull();
  });

  it('refuses no file, an empty or too large file and other types', () => {
    expect(checkLogoFile(null)).toBe('Please choose a PNG or JPEG file');
    expect(checkLogoFile({ size: 0, type: 'image/png' })).toBe('Please choose a PNG or JPEG file');
    expect(checkLogoFile({ size: 1024 * 1024 + 1, type: 'image/png' })).toBe(
      'The logo must be at most 1 MB',
    );
    expect(checkLogoFile({ size: 10, type: 'image/webp' })).toBe(
      'The logo must be a PNG or JPEG image',
    );
    expect(checkLogoFile({ size: 10, type: 'text/plain' })).toBe(
      'The logo must be a PNG or JPEG image',
    );
  });
});
