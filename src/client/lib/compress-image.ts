/** How far an image is shrunk before upload (docs/rules.md#images): at most maxSizeMB and maxWidthOrHeight px on its longer side. */
export interface CompressOptions {
  maxSizeMB: number;
  maxWidthOrHeight: number;
}

/** Only image files are accepted for logos and photos (docs/rules.md#images). */
export const isImageFile = (file: Pick<File, 'type'>) => /^image\//.test(file.type);

export class NotAnImageError extends Error {}

/**
 * Compresses an image in a web worker and answers it as a data URL. The library (and its worker
 * script, served from our own origin so it works offline and under the CSP) is loaded only when
 * a picture is chosen: it never weighs on the landing route.
 */
export async function compressImage(file: File, options: CompressOptions): Promise<string> {
  if (!isImageFile(file)) throw new NotAnImageError(file.type);
  const [{ default: imageCompression }, { default: libPath }] = await Promise.all([
    import('browser-image-compression'),
    import('browser-image-compression/dist/browser-image-compression.js?url'),
  ]);
  const compressed = await imageCompression(file, {
    ...options,
    // A lossless PNG barely shrinks with quality: a large noisy one took half a minute of rescaling
    // and still came out over the size. WebP, which keeps transparency, meets it in a pass or two.
    fileType: 'image/webp',
    useWebWorker: true,
    // The worker runs from a blob: URL, so the script it imports needs an absolute address.
    libURL: new URL(libPath, window.location.href).href,
  });
  return imageCompression.getDataUrlFromFile(compressed);
}
