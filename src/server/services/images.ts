import { IMAGE_MAX_PIXELS_SIDE } from '../../shared/constants';
import { imageMessages } from '../../shared/messages';
import { parseImageDataUrl } from '../../shared/schemas/image';
import { badRequest, payloadTooLarge } from '../http-error';

interface Size {
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngSize(b: Buffer): Size | null {
  if (b.length < 24 || !b.subarray(0, 8).equals(PNG_SIGNATURE) || b.toString('ascii', 12, 16) !== 'IHDR') return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

function gifSize(b: Buffer): Size | null {
  if (b.length < 10 || b.toString('ascii', 0, 4) !== 'GIF8') return null;
  return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
}

/** WebP keeps its size in one of three chunk layouts: lossy (VP8), lossless (VP8L) or extended (VP8X). */
function webpSize(b: Buffer): Size | null {
  if (b.length < 30 || b.toString('ascii', 0, 4) !== 'RIFF' || b.toString('ascii', 8, 12) !== 'WEBP') return null;
  const chunk = b.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  return null;
}

/** Start-of-frame markers carry the size; C4 (Huffman tables), C8 and CC (arithmetic coding) do not. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

/** Walks the JPEG segments up to the first start-of-frame. */
function jpegSize(b: Buffer): Size | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] as number;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a segment
      continue;
    }
    if (isStartOfFrame(marker)) return { height: b.readUInt16BE(at + 5), width: b.readUInt16BE(at + 7) };
    at += 2 + b.readUInt16BE(at + 2);
  }
  return null;
}

const SIZE_READERS: Record<string, (bytes: Buffer) => Size | null> = {
  'image/png': pngSize,
  'image/jpeg': jpegSize,
  'image/gif': gifSize,
  'image/webp': webpSize,
};

/** The width and height an image's header declares, or null when the bytes are not that image type. */
export function imageSize(mime: string, bytes: Buffer): Size | null {
  const size = SIZE_READERS[mime]?.(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}

/**
 * The schema checked the data URL's shape and byte size; this checks the bytes really are that
 * image type and that the picture is not so large in pixels that decoding it would exhaust the
 * server or a phone. Answers the picture's bytes.
 */
export function checkedImageBytes(dataUrl: string, label: string): Buffer {
  const parsed = parseImageDataUrl(dataUrl);
  const bytes = parsed ? Buffer.from(parsed.base64, 'base64') : null;
  const size = parsed && bytes && imageSize(parsed.mime, bytes);
  if (!bytes || !size) throw badRequest(imageMessages.notAnImage(label));
  if (size.width > IMAGE_MAX_PIXELS_SIDE || size.height > IMAGE_MAX_PIXELS_SIDE) {
    throw payloadTooLarge(imageMessages.tooManyPixels(label, IMAGE_MAX_PIXELS_SIDE));
  }
  return bytes;
}
