/** The calls POST /api/sync/batch can carry (their bodies: schemas/sync-batch.ts). Kept free of zod for the service worker. */
export const BATCH_CALL_NAMES = [
  'POST /api/matchLog/entry',
  'POST /api/lineup/create',
  'PUT /api/lineup/update',
] as const;

export type BatchCall = (typeof BATCH_CALL_NAMES)[number];

export const isBatchCall = (method: string, path: string) =>
  (BATCH_CALL_NAMES as readonly string[]).includes(`${method} ${path}`);
