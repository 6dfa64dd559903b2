import { z } from 'zod';
import { matchWriteMessages as m } from '../messages-match-writes';
import { EVENT_TYPES, LINEUP_POSITIONS } from './enums';
import { oneOf, optionalText, uuid } from './fields';

/**
 * Payloads of the match-day writes (the matchEvent and lineup calls, docs/api.md).
 * The app's writes carry the client's UUIDv7 as `id`, sent again as the `Idempotency-Key`
 * header: a replay answers the original result, the same key with another body is 422. An event
 * or lineup call may leave the body's id out: the header's key is then its id, and without either
 * the call is taken once per request (the server makes the id).
 */

export const PENALTY_OUTCOMES = ['SCORED', 'MISSED', 'SAVED'] as const;

/** Longest match we count minutes for: two halves, extra time and a generous stoppage. */
export const MAX_EVENT_MINUTE = 200;

const minute = z
  .number({ error: 'Minute must be a number.' })
  .int('Minute must be a whole number.')
  .min(0, 'Minute cannot be negative.')
  .max(MAX_EVENT_MINUTE, `Minute must be at most ${MAX_EVENT_MINUTE}.`);

const penaltyOutcome = oneOf('Penalty outcome', PENALTY_OUTCOMES).nullable().optional();

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Nesting deeper than this is refused before anything walks the notes (a digest, a size check). */
const METADATA_MAX_DEPTH = 8;

/** Whether a parsed JSON value nests within `max` levels; walked without recursion and stopped at the first level too deep. */
function nestsWithin(value: unknown, max: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 1 }];
  while (pending.length > 0) {
    const next = pending.pop() as { value: unknown; depth: number };
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth > max) return false;
    for (const item of Object.values(next.value)) pending.push({ value: item, depth: next.depth + 1 });
  }
  return true;
}

/** Notes sent with an event: an object, or its JSON text, as older clients send it. */
const metadata = z
  .union([z.string(), z.record(z.string(), z.unknown())], { error: m.metadataNotObject })
  .nullable()
  .transform((value, ctx) => {
    let parsed: unknown = value;
    if (typeof value === 'string') {
      try {
        parsed = JSON.parse(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: m.metadataNotJson });
        return z.NEVER;
      }
      if (!isObject(parsed)) {
        ctx.addIssue({ code: 'custom', message: m.metadataNotObject });
        return z.NEVER;
      }
    }
    if (parsed !== null && !nestsWithin(parsed, METADATA_MAX_DEPTH)) {
      ctx.addIssue({ code: 'custom', message: m.metadataTooDeep });
      return z.NEVER;
    }
    return parsed as Record<string, unknown> | null;
  })
  .optional();

/**
 * POST /api/matchEvent/create, as API clients and the app send it. For SUBSTITUTION, playerId goes
 * off, substitutePlayerId comes on and `position` (or `metadata.position`) is the role taken.
 * The penalty outcome may be named `outcome` or `penaltyOutcome`. What the server reads
 * is one shape: `penaltyOutcome` alone and `metadata` an object.
 */
export const matchEventBody = z
  .object({
    id: uuid('Event id').optional(),
    fixtureId: uuid('Fixture id'),
    teamId: uuid('Team id'),
    playerId: uuid('Player id'),
    substitutePlayerId: uuid('Substitute player id').nullable().optional(),
    type: oneOf('Event type', EVENT_TYPES),
    minute,
    penaltyOutcome,
    outcome: penaltyOutcome,
    isShootout: z.boolean({ error: 'isShootout must be true or false.' }).optional(),
    position: oneOf('Position', LINEUP_POSITIONS).nullable().optional(),
    playerName: optionalText('Player name', 120),
    goalkeeperId: uuid('Goalkeeper id').nullable().optional(),
    goalkeeperName: optionalText('Goalkeeper name', 120),
    metadata,
  })
  .transform(({ outcome, ...body }, ctx) => {
    if (outcome && body.penaltyOutcome && outcome !== body.penaltyOutcome) {
      ctx.addIssue({ code: 'custom', message: m.outcomesDiffer, path: ['outcome'] });
      return z.NEVER;
    }
    return outcome ? { ...body, penaltyOutcome: body.penaltyOutcome ?? outcome } : body;
  });

/** POST /api/matchEvent/undo: the target event stops counting; both stay on record. */
export const matchEventUndoBody = z.object({
  id: uuid('Undo id'),
  fixtureId: uuid('Fixture id'),
  targetId: uuid('Event id'),
});

/** POST /api/matchEvent/correct: new values for an earlier event; the original stays on record. */
export const matchEventCorrectionBody = z
  .object({
    id: uuid('Correction id'),
    fixtureId: uuid('Fixture id'),
    targetId: uuid('Event id'),
    playerId: uuid('Player id').optional(),
    minute: minute.optional(),
    type: oneOf('Event type', EVENT_TYPES).optional(),
    penaltyOutcome,
  })
  .refine(
    (body) =>
      body.playerId !== undefined ||
      body.minute !== undefined ||
      body.type !== undefined ||
      // The tracker corrects a penalty's outcome alone (a SAVED kick that was SCORED).
      (body.penaltyOutcome !== undefined && body.penaltyOutcome !== null),
    'A correction must change the player, the minute, the type or the penalty outcome.',
  );

const lineupPlayerBody = z.object({
  playerId: uuid('Player id'),
  position: oneOf('Position', LINEUP_POSITIONS),
  isStarting: z.boolean({ error: 'isStarting must be true or false.' }),
  jerseyNumber: z
    .number({ error: 'Jersey number must be a number.' })
    .int('Jersey number must be a whole number.')
    .min(0, 'Jersey number cannot be negative.')
    .max(999, 'Jersey number must be at most 3 digits.'),
});

/** A whole lineup of one team, as the app sends it (alone or in a batch): its id is the request's key. */
export const lineupBody = z.object({
  id: uuid('Lineup request id'),
  fixtureId: uuid('Fixture id'),
  teamId: uuid('Team id'),
  players: z
    .array(lineupPlayerBody, { error: 'Players must be a list.' })
    .min(1, 'A lineup needs at least one player.')
    .max(40, 'A lineup has at most 40 players.'),
});

/** POST /api/lineup/create and PUT /api/lineup/update: a lineup whose id may be left out (docs/api.md). */
export const lineupCallBody = lineupBody.extend({ id: uuid('Lineup request id').optional() });

export type MatchEventBody = z.infer<typeof matchEventBody>;
export type MatchEventUndoBody = z.infer<typeof matchEventUndoBody>;
export type MatchEventCorrectionBody = z.infer<typeof matchEventCorrectionBody>;
export type LineupBody = z.infer<typeof lineupBody>;
export type LineupCallBody = z.infer<typeof lineupCallBody>;
