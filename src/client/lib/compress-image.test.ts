import { describe, expect, it, vi } from 'vitest';
import { compressImage, isImageFile, NotAnImageError } from './compress-image';

const compression = vi.hoisted(() => {
  const fn = vi.fn(async (file: File) => file);
  return Object.assign(fn, { getDataUrlFromFile: vi.fn(async () => 'data:image/png;base64,AAAA') });
});
vi.mock('browser-image-compression', () => ({ default: compression }));
vi.mock('browser-image-compression/dist/browser-image-compression.js?url', () => ({ default: '/assets/lib.js' }));

describe('compressImage', () => {
  it('accepts only image files', () => {
    expect(isImageFile({ type: 'image/png' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
  });

  it('refuses a file that is not an image without loading the library', async () => {
    const file = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    await expect(compressImage(file, { maxSizeMB: 0.1, maxWidthOrHeight: 300 })).rejects.toBeInstanceOf(
      NotAnImageError,
    );
    expect(compression).not.toHaveBeenCalled();
  });

  it('compresses in a web worker with our own copy of the library, and answers a data URL', async () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const url = await compressImage(file, { maxSizeMB: 0.1, maxWidthOrHeight: 800 });
    expect(url).toBe('data:image/png;base64,AAAA');
    expect(compression).toHaveBeenCalledWith(file, {
      maxSizeMB: 0.1,
      maxWidthOrHeight: 800,
      fileType: 'image/webp',
      useWebWorker: true,
      libURL: `${window.location.origin}/assets/lib.js`,
    });
  });
});
