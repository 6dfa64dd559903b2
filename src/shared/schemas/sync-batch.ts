import { z } from 'zod';
import type { BatchCall } from '../sync-batch-calls';
import { uuid } from './fields';
import { lineupBody } from './match-day';
import { matchLogEntryBody } from './match-log';

/**
 * POST /api/sync/batch: a phone's queued writes sent in one request, in the order they were made
 * (docs/offline.md). Each is the call the phone would otherwise make alone, checked by the same rules
 * and permissions, and answered on its own, so one refused write never sinks the others.
 */

/** Writes one batch may carry: a backlog of a whole match goes in one or two round trips. */
export const MAX_BATCH_WRITES = 500;

/** The calls a batch can carry, with the body each one takes (validated write by write). */
export const BATCH_CALLS: Record<BatchCall, z.ZodType> = {
  'POST /api/matchLog/entry': matchLogEntryBody,
  'POST /api/lineup/create': lineupBody,
  'PUT /api/lineup/update': lineupBody,
};

const batchWrite = z.object({
  id: uuid('Write id'),
  method: z.enum(['POST', 'PUT'], { error: 'Method must be POST or PUT.' }),
  path: z.string({ error: 'Path must be text.' }).max(100, 'Path must be at most 100 characters.'),
  /** Checked against the call's own schema when the write's turn comes. */
  body: z.unknown(),
});

export const syncBatchBody = z.object({
  writes: z
    .array(batchWrite, { error: 'Writes must be a list.' })
    .min(1, 'A batch needs at least one write.')
    .max(MAX_BATCH_WRITES, `A batch carries at most ${MAX_BATCH_WRITES} writes.`),
});

/**
 * What became of one write: `applied` (taken now), `replayed` (taken before: its original
 * answer), `refused` (a 4xx: the reason, for the phone's refused list), or `failed` (the server
 * could not take it now: the phone sends it again later, and the writes after it of the same
 * fixture were not tried).
 */
export const batchResult = z.object({
  id: z.string(),
  outcome: z.enum(['applied', 'replayed', 'refused', 'failed']),
  /** The HTTP status the single call would have answered. */
  status: z.number(),
  message: z.string().optional(),
});

export const syncBatchAnswer = z.object({ results: z.array(batchResult) });

export type SyncBatchBody = z.infer<typeof syncBatchBody>;
export type BatchWrite = SyncBatchBody['writes'][number];
export type BatchResult = z.infer<typeof batchResult>;
export type SyncBatchAnswer = z.infer<typeof syncBatchAnswer>;
