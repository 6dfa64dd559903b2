import { z } from 'zod';
import { EVENT_TYPES, LINEUP_POSITIONS } from './enums';
import { oneOf, uuid } from './fields';

/**
 * Payloads of the match-day writes (SPEC §7 matchEvent and lineup calls, DESIGN §4).
 * Every write carries the client's UUIDv7 as `id`, sent again as the `Idempotency-Key`
 * header: a replay answers the original result, the same key with another body is 422.
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

/** POST /api/matchEvent/create. For SUBSTITUTION, playerId goes off and substitutePlayerId comes on. */
export const matchEventBody = z.object({
  id: uuid('Event id'),
  fixtureId: uuid('Fixture id'),
  teamId: uuid('Team id'),
  playerId: uuid('Player id'),
  substitutePlayerId: uuid('Substitute player id').nullable().optional(),
  type: oneOf('Event type', EVENT_TYPES),
  minute,
  penaltyOutcome,
  isShootout: z.boolean({ error: 'isShootout must be true or false.' }).optional(),
  metadata: z.record(z.string(), z.unknown(), { error: 'Metadata must be an object.' }).nullable().optional(),
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

/** POST /api/lineup/create and PUT /api/lineup/update: the whole lineup of one team. */
export const lineupBody = z.object({
  id: uuid('Lineup request id'),
  fixtureId: uuid('Fixture id'),
  teamId: uuid('Team id'),
  players: z
    .array(lineupPlayerBody, { error: 'Players must be a list.' })
    .min(1, 'A lineup needs at least one player.')
    .max(40, 'A lineup has at most 40 players.'),
});

export type MatchEventBody = z.infer<typeof matchEventBody>;
export type MatchEventUndoBody = z.infer<typeof matchEventUndoBody>;
export type MatchEventCorrectionBody = z.infer<typeof matchEventCorrectionBody>;
export type LineupBody = z.infer<typeof lineupBody>;
