/**
 * An API client's match event (POST /api/matchEvent/create), for clients without a tracker of their own:
 * whether its fields fit together, and the entry of the match log it stands for. The entry is then
 * held to the tracker's rules like every phone's (docs/match-log.md).
 */
import { matchWriteMessages as m } from '../messages-match-writes';
import type { MatchEventBody } from '../schemas/match-day';
import type { Position, TrackerEntry } from './match-tracker/types';

/** Longest metadata, as JSON text. */
export const MAX_METADATA_JSON = 2000;
const POSITIONS: readonly Position[] = ['GOALKEEPER', 'DEFENDER', 'MIDFIELDER', 'STRIKER'];

/** Why the fields of an event do not fit together (a 400), or null. */
export function specEventProblem(event: MatchEventBody): string | null {
  if (event.type === 'SUBSTITUTION') {
    if (!event.substitutePlayerId) return m.substituteNeeded;
    if (event.substitutePlayerId === event.playerId) return m.samePlayer;
  } else if (event.substitutePlayerId) return m.substituteOnlyForSubstitution;
  if (event.type === 'PENALTY' && !event.penaltyOutcome) return m.penaltyOutcomeNeeded;
  if (event.type !== 'PENALTY' && event.penaltyOutcome) return m.outcomeOnlyForPenalty;
  if (event.isShootout && (event.type !== 'PENALTY' || event.minute !== 0)) return m.shootoutKickIsPenalty;
  if (event.metadata && JSON.stringify(event.metadata).length > MAX_METADATA_JSON) return m.metadataTooLarge;
  return null;
}

/**
 * The role an incoming player takes: `position`, else `metadata.position` when it is one of the
 * four; otherwise the tracker's rules decide.
 */
function positionOf(event: MatchEventBody): Position | undefined {
  return event.position ?? POSITIONS.find((p) => p === event.metadata?.position);
}

/**
 * The log entry an event whose fields fit together (`specEventProblem`) stands for, recorded at
 * `at` under the id `id`: a substitution, a shootout kick, or a stat keeping the caller's minute.
 */
export function specEventEntry(event: MatchEventBody, id: string, at: number): TrackerEntry {
  const base = { id, at };
  if (event.type === 'SUBSTITUTION') {
    const position = positionOf(event);
    return {
      ...base,
      kind: 'SUBSTITUTION',
      teamId: event.teamId,
      playerOffId: event.playerId,
      playerOnId: event.substitutePlayerId as string,
      ...(position ? { position } : {}),
    };
  }
  if (event.isShootout)
    return {
      ...base,
      kind: 'SHOOTOUT_KICK',
      teamId: event.teamId,
      playerId: event.playerId,
      scored: event.penaltyOutcome === 'SCORED',
    };
  return {
    ...base,
    kind: 'EVENT',
    type: event.type,
    teamId: event.teamId,
    playerId: event.playerId,
    penaltyOutcome: event.penaltyOutcome ?? null,
    minute: event.minute,
  };
}
