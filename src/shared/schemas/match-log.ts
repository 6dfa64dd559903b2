import { z } from 'zod';
import { EVENT_TYPES } from './enums';
import { oneOf, uuid } from './fields';
import { MAX_EVENT_MINUTE, PENALTY_OUTCOMES } from './match-day';

/**
 * The match log's calls (docs/match-log.md): a tracker entry as a phone sends it, and the log as a
 * phone reads it from a cursor. The rules an entry must pass are the tracker's own
 * (src/shared/domain/match-tracker), run on the server too.
 */

/** Instants between 2020 and 2100: anything else is a broken phone clock. */
const at = z
  .number({ error: 'The entry time must be a number.' })
  .int('The entry time must be whole milliseconds.')
  .min(Date.UTC(2020, 0, 1), 'The entry time is not a real date.')
  .max(Date.UTC(2100, 0, 1), 'The entry time is not a real date.');

const base = {
  id: uuid('Entry id'),
  at,
  device: z
    .string({ error: 'Device must be text.' })
    .min(1)
    .max(64, 'Device must be at most 64 characters.')
    .optional(),
};
const team = uuid('Team id');
const player = uuid('Player id');
const stat = oneOf('Event type', EVENT_TYPES).exclude(['SUBSTITUTION']);
const outcome = oneOf('Penalty outcome', PENALTY_OUTCOMES).nullable().optional();
const minute = z.number().int().min(0).max(MAX_EVENT_MINUTE, `Minute must be at most ${MAX_EVENT_MINUTE}.`);
const position = oneOf('Position', ['GOALKEEPER', 'DEFENDER', 'MIDFIELDER', 'STRIKER']).optional();

export const trackerEntry = z.discriminatedUnion(
  'kind',
  [
    z.object({ ...base, kind: z.literal('CLOCK_START') }),
    z.object({ ...base, kind: z.literal('CLOCK_PAUSE') }),
    z.object({
      ...base,
      kind: z.literal('STAGE'),
      stage: oneOf('Stage', ['HALF_TIME', 'SECOND_HALF', 'EXTRA_TIME', 'FULL_TIME']),
    }),
    z.object({
      ...base,
      kind: z.literal('EVENT'),
      type: stat,
      teamId: team,
      playerId: player,
      penaltyOutcome: outcome,
      minute: minute.optional(),
    }),
    z.object({
      ...base,
      kind: z.literal('SUBSTITUTION'),
      teamId: team,
      playerOffId: player,
      playerOnId: player,
      position,
    }),
    z.object({ ...base, kind: z.literal('NO_REPLACEMENT'), teamId: team, playerId: player }),
    z.object({ ...base, kind: z.literal('SHOOTOUT_START') }),
    z.object({
      ...base,
      kind: z.literal('SHOOTOUT_KICK'),
      teamId: team,
      playerId: player,
      scored: z.boolean({ error: 'Scored must be true or false.' }),
    }),
    z.object({ ...base, kind: z.literal('SHOOTOUT_END') }),
    z.object({ ...base, kind: z.literal('RESET') }),
    z.object({ ...base, kind: z.literal('UNDO'), targetId: uuid('Target id') }),
    z.object({
      ...base,
      kind: z.literal('CORRECTION'),
      targetId: uuid('Target id'),
      playerId: player.optional(),
      minute: minute.optional(),
      type: stat.optional(),
      penaltyOutcome: outcome,
    }),
    z.object({
      ...base,
      kind: z.literal('RESOLVE_DUPLICATE'),
      targetId: uuid('Target id'),
      same: z.boolean({ error: 'Same must be true or false.' }),
    }),
  ],
  { error: 'This entry is not understood.' },
);

/** POST /api/matchLog/entry: one entry of one fixture's log (its id is the Idempotency-Key). */
export const matchLogEntryBody = z.object({ fixtureId: uuid('Fixture id'), entry: trackerEntry });

/** GET /api/matchLog/fixture/{id}?after=: the entries the server took after the cursor. */
export const matchLogQuery = z.object({
  after: z.coerce
    .number({ error: 'After must be a number.' })
    .int('After must be a whole number.')
    .min(0, 'After cannot be negative.')
    .max(2 ** 31 - 1, 'After is too large.')
    .default(0),
});

export const matchLogRow = z.object({
  seq: z.number(),
  entry: z.record(z.string(), z.unknown()),
  authorId: z.string(),
});

export const matchLogAnswer = z.object({
  fixtureId: z.string(),
  entries: z.array(matchLogRow),
  /** The seq of the last entry: the next read's `after`. */
  cursor: z.number(),
  /** The server's clock (epoch ms) when it answered: phones set their own by it. */
  serverTime: z.number(),
});

export type MatchLogAnswer = z.infer<typeof matchLogAnswer>;
