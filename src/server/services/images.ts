import { parseImageDataUrl } from '../../shared/schemas/image';
import { badRequest } from '../http-error';

const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => b.subarray(0, 4).toString('ascii') === 'GIF8',
  'image/webp': (b) => b.subarray(0, 4).toString('ascii') === 'RIFF' && b.subarray(8, 12).toString('ascii') === 'WEBP',
};

/** The schema checked the data URL's shape and size; this checks the bytes really are that image type. */
export function assertImageBytes(dataUrl: string, label: string): void {
  const parsed = parseImageDataUrl(dataUrl);
  const matches = parsed && SIGNATURES[parsed.mime]?.(Buffer.from(parsed.base64, 'base64'));
  if (!matches) throw badRequest(`${label} is not a valid image file.`);
}
