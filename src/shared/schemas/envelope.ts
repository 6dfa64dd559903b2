import { z } from 'zod';

/** Every answer of the API: `{ status, message?, data? }` (docs/api.md#conventions). */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('success'), message: z.string().optional(), data });
}

export const messageEnvelope = z.object({ status: z.literal('success'), message: z.string() });
