import { z } from 'zod';

export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** 2 MB of image once decoded; clients compress to 0.1 MB, this only stops abuse. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const DATA_URL = /^data:(image\/[a-z+.-]+);base64,([A-Za-z0-9+/]+={0,2})$/;

export interface ParsedDataUrl {
  mime: string;
  base64: string;
}

export function parseImageDataUrl(value: string): ParsedDataUrl | null {
  const match = DATA_URL.exec(value);
  if (!match?.[1] || !match[2]) return null;
  return { mime: match[1], base64: match[2] };
}

export function decodedSize(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length * 3) / 4 - padding;
}

/** An image sent as a data URL: PNG, JPEG, WebP or GIF, base64, at most IMAGE_MAX_BYTES decoded. */
export function imageDataUrl(label: string) {
  return z.string({ error: `${label} must be an image data URL.` }).superRefine((value, ctx) => {
    const parsed = parseImageDataUrl(value);
    if (!parsed || !(IMAGE_MIME_TYPES as readonly string[]).includes(parsed.mime)) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a PNG, JPEG, WebP or GIF image.` });
    } else if (decodedSize(parsed.base64) > IMAGE_MAX_BYTES) {
      ctx.addIssue({ code: 'custom', message: `${label} is too large (at most 2 MB).`, params: { tooLarge: true } });
    }
  });
}

/** A picture that may be left out: null, missing or '' (a cleared file input) all mean none. */
export function optionalImageDataUrl(label: string) {
  return z
    .union([z.literal(''), imageDataUrl(label)])
    .nullable()
    .transform((value) => (value === '' ? null : value))
    .optional();
}
