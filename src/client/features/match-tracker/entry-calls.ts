import { findPlayer, type TrackerEntry, type TrackerState, teamById } from '../../../shared/domain/match-tracker';
import type { FixtureStatus } from '../../../shared/schemas/enums';
import {
  MAX_EVENT_MINUTE,
  type MatchEventBody,
  type MatchEventCorrectionBody,
  type MatchEventUndoBody,
} from '../../../shared/schemas/match-day';
import type { QueuedCall } from '../../sync/queue-write';

/**
 * The server calls of one tracker log entry (DESIGN §4): what goes into the outbox in the same
 * transaction as the entry. `before` is the state the entry was applied to, `after` the state with
 * it (the event as the rules made it: minute from the clock at the tap, corrected values, the role
 * of a substitute). The entry id is the Idempotency-Key and the body id of its call.
 */
export function entryCalls(
  fixtureId: string,
  before: TrackerState,
  after: TrackerState,
  entry: TrackerEntry,
): QueuedCall[] {
  const post = (
    path: QueuedCall['path'],
    id: string,
    body: MatchEventBody | MatchEventUndoBody | MatchEventCorrectionBody,
  ) => ({
    id,
    fixtureId,
    method: 'POST' as const,
    path,
    body,
  });
  const status = (value: FixtureStatus): QueuedCall => ({
    id: entry.id,
    fixtureId,
    method: 'PUT',
    path: `/api/fixture/update/${fixtureId}`,
    body: { status: value },
  });
  const event = () => after.events.find((e) => e.id === entry.id);

  switch (entry.kind) {
    case 'CLOCK_START':
      return [status('LIVE')];
    case 'CLOCK_PAUSE':
    case 'SHOOTOUT_START':
      return [];
    case 'STAGE':
      return [status(entry.stage)];
    case 'SHOOTOUT_END':
      return [status('FULL_TIME')];
    case 'EVENT':
    case 'SHOOTOUT_KICK': {
      const e = event();
      if (!e) return [];
      return [
        post('/api/matchEvent/create', entry.id, {
          id: entry.id,
          fixtureId,
          teamId: e.teamId,
          playerId: e.playerId,
          type: e.type,
          minute: Math.min(e.minute, MAX_EVENT_MINUTE),
          penaltyOutcome: e.penaltyOutcome,
          isShootout: e.isShootout,
        }),
      ];
    }
    case 'SUBSTITUTION': {
      const e = event();
      const team = teamById(after, entry.teamId);
      if (!e || !team) return [];
      const off = findPlayer(team, entry.playerOffId);
      const on = findPlayer(team, entry.playerOnId);
      return [
        post('/api/matchEvent/create', entry.id, {
          id: entry.id,
          fixtureId,
          teamId: e.teamId,
          playerId: entry.playerOffId,
          substitutePlayerId: entry.playerOnId,
          type: 'SUBSTITUTION',
          minute: Math.min(e.minute, MAX_EVENT_MINUTE),
          metadata: {
            position: on?.position ?? null,
            playerOffName: off?.name ?? null,
            playerOnName: on?.name ?? null,
          },
        }),
      ];
    }
    case 'UNDO':
      return [post('/api/matchEvent/undo', entry.id, { id: entry.id, fixtureId, targetId: entry.targetId })];
    case 'CORRECTION': {
      const { playerId, minute, type, penaltyOutcome } = entry;
      // The server wants the player, minute or type to change: a new outcome alone restates the type.
      const restated = before.events.find((e) => e.id === entry.targetId)?.type;
      const fields = playerId === undefined && minute === undefined && type === undefined ? { type: restated } : {};
      return [
        post('/api/matchEvent/correct', entry.id, {
          id: entry.id,
          fixtureId,
          targetId: entry.targetId,
          ...(playerId !== undefined ? { playerId } : {}),
          ...(minute !== undefined ? { minute } : {}),
          ...(type !== undefined ? { type } : {}),
          ...(penaltyOutcome != null ? { penaltyOutcome } : {}),
          ...fields,
        }),
      ];
    }
    case 'RESET':
      // SPEC §4 makes no call for Reset Match, but the events the server already has would keep
      // counting there: every event that still counts is undone, each undo with an id of its own.
      return before.events.map((e, index) => {
        const id = derivedId(entry.id, index + 1);
        return post('/api/matchEvent/undo', id, { id, fixtureId, targetId: e.id });
      });
  }
}

/**
 * The n-th extra call id of an entry (n ≥ 1): the entry's UUIDv7 with its last 48 random bits
 * replaced by n. It stays a valid UUIDv7, is the same on every replay, and shares the entry's first
 * 24 characters, which is how the log finds the calls of a reset (see `entryCallPrefix`).
 */
export function derivedId(entryId: string, n: number): string {
  return `${entryCallPrefix(entryId)}${n.toString(16).padStart(12, '0')}`;
}

export const entryCallPrefix = (entryId: string) => entryId.slice(0, 24);
