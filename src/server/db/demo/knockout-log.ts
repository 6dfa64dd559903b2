import type { TrackerEntry } from '../../../shared/domain/match-tracker';
import { BREAK_MINUTES, HALF_MINUTES, liveMatchLog, MINUTE } from './live-log';
import type { PlayedMatch } from './matches';

/** How a knockout match ends: in normal time, after extra time (a late winner) or on penalties. */
export type KnockoutEnding = 'full-time' | 'extra-time' | 'shootout';

const SHOOTOUT_ROUNDS = 5;
/** The away side's kick that misses, from 0: the home side wins the shootout 5–3. */
const AWAY_MISS = 3;

/** Starters still on the pitch at the end: neither substituted nor sent off. */
function onPitch(match: PlayedMatch, side: 0 | 1): string[] {
  const lineup = match.lineups[side] as PlayedMatch['lineups'][number];
  const gone = new Set(
    match.events.filter((e) => e.type === 'SUBSTITUTION' || e.type === 'RED_CARD').map((e) => e.playerId),
  );
  // Strikers first: they take the late winner and the first kicks.
  return lineup.players
    .filter((p) => p.isStarting && !gone.has(p.playerId))
    .reverse()
    .map((p) => p.playerId);
}

/**
 * A finished knockout match's whole log, as its scorer's tracker records it: the two halves of
 * `match`, then full time, or, level, extra time won by the home side or its penalty shootout.
 */
export function knockoutMatchLog(match: PlayedMatch, kickOff: Date, ending: KnockoutEnding): TrackerEntry[] {
  const end = kickOff.getTime() + (2 * HALF_MINUTES + BREAK_MINUTES) * MINUTE;
  const id = () => crypto.randomUUID();
  const [home, away] = [0, 1].map((side) => ({
    teamId: match.lineups[side]?.teamId as string,
    players: onPitch(match, side as 0 | 1),
  })) as [{ teamId: string; players: string[] }, { teamId: string; players: string[] }];
  const entries = liveMatchLog(match, kickOff);
  if (ending === 'full-time') return [...entries, { kind: 'STAGE', stage: 'FULL_TIME', id: id(), at: end }];
  if (ending === 'extra-time') {
    return [
      ...entries,
      { kind: 'STAGE', stage: 'EXTRA_TIME', id: id(), at: end },
      {
        kind: 'EVENT',
        type: 'GOAL',
        teamId: home.teamId,
        playerId: home.players[0] as string,
        id: id(),
        at: end + 14 * MINUTE,
      },
      { kind: 'STAGE', stage: 'FULL_TIME', id: id(), at: end + 30 * MINUTE },
    ];
  }
  const kicks: TrackerEntry[] = [];
  for (let round = 0; round < SHOOTOUT_ROUNDS; round++) {
    for (const [order, side] of [home, away].entries()) {
      kicks.push({
        kind: 'SHOOTOUT_KICK',
        teamId: side.teamId,
        playerId: side.players[round % side.players.length] as string,
        scored: side !== away || round !== AWAY_MISS,
        id: id(),
        at: end + (2 + 2 * round + order) * MINUTE,
      });
    }
  }
  return [
    ...entries,
    { kind: 'SHOOTOUT_START', id: id(), at: end },
    ...kicks,
    { kind: 'SHOOTOUT_END', id: id(), at: end + 20 * MINUTE },
  ];
}
