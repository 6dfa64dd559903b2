import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { IMAGE_MAX_PIXELS_SIDE } from '../../shared/constants';
import { imageMessages } from '../../shared/messages';
import { pictureUrl } from '../../shared/pictures';
import type { Database } from '../db/database';
import { pictures } from '../db/schema';
import { badRequest } from '../http-error';
import { checkedImageBytes } from './images';

/** A stored picture's longest side: enough for a header on a phone's screen at 2× density. */
export const PICTURE_MAX_SIDE = 512;
/** A thumbnail's longest side: avatars in lists and fixture cards. */
export const PICTURE_THUMB_SIDE = 96;

async function reencode(source: Buffer, side: number, quality: number): Promise<Buffer> {
  return sharp(source, { limitInputPixels: IMAGE_MAX_PIXELS_SIDE * IMAGE_MAX_PIXELS_SIDE, animated: false })
    .rotate()
    .resize(side, side, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toBuffer();
}

/**
 * Takes a logo or photo sent as a data URL (docs/rules.md#images), re-encodes it as WebP within
 * PICTURE_MAX_SIDE (and a thumbnail), stores it once under the hash of those bytes, and answers
 * the address that reads carry instead of the bytes. Metadata (EXIF, location) is not kept.
 */
export async function storePicture(db: Database, dataUrl: string, label: string): Promise<string> {
  const source = checkedImageBytes(dataUrl, label);
  let full: Buffer;
  let thumb: Buffer;
  try {
    [full, thumb] = await Promise.all([
      reencode(source, PICTURE_MAX_SIDE, 80),
      reencode(source, PICTURE_THUMB_SIDE, 70),
    ]);
  } catch {
    // The header was right but the picture itself does not decode (truncated or corrupt).
    throw badRequest(imageMessages.notAnImage(label));
  }
  const hash = createHash('sha256').update(full).digest('hex');
  await db.insert(pictures).values({ hash, full, thumb }).onConflictDoNothing();
  return pictureUrl(hash);
}

/** A stored picture's bytes, or null when there is none under that hash. */
export async function readPicture(db: Database, hash: string, thumbnail: boolean): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: thumbnail ? pictures.thumb : pictures.full })
    .from(pictures)
    .where(eq(pictures.hash, hash));
  return row ? Buffer.from(row.bytes) : null;
}

/** A picture field of a write: stored as a file when given; null, '' and undefined pass through. */
export async function pictureField(
  db: Database,
  value: string | null | undefined,
  label: string,
): Promise<string | null | undefined> {
  return value ? storePicture(db, value, label) : value;
}
