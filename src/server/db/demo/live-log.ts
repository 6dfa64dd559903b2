import { eq } from 'drizzle-orm';
import { admit, entryOrder, replay, type TrackerEntry } from '../../../shared/domain/match-tracker';
import { matchLineups } from '../../services/match-log/lineups';
import { project } from '../../services/match-log/project';
import type { Database } from '../database';
import { fixtures, matchLog } from '../schema';
import type { PlayedMatch } from './matches';

export const MINUTE = 60_000;
/** The live demo match: 45 minutes, a 15-minute break, then the second half. */
export const HALF_MINUTES = 45;
export const BREAK_MINUTES = 15;

/** How long before `now` the live match kicked off, to be at `minute` of the second half now. */
export const liveKickOffAgo = (minute: number) => (minute + BREAK_MINUTES) * MINUTE;

/**
 * The match log of the demo's live match as its organiser's tracker would have recorded it: the
 * kick-off, each event at its minute, half time and the second half (docs/match-log.md), so the
 * tracker continues it at its score and minute.
 */
export function liveMatchLog(match: PlayedMatch, kickOff: Date): TrackerEntry[] {
  const start = kickOff.getTime();
  const secondHalf = start + (HALF_MINUTES + BREAK_MINUTES) * MINUTE;
  // Half a minute into the minute the event was played in.
  const at = (minute: number) =>
    (minute < HALF_MINUTES ? start + minute * MINUTE : secondHalf + (minute - HALF_MINUTES) * MINUTE) + MINUTE / 2;
  const entries: TrackerEntry[] = [
    { kind: 'CLOCK_START', id: crypto.randomUUID(), at: start },
    { kind: 'STAGE', stage: 'HALF_TIME', id: crypto.randomUUID(), at: start + HALF_MINUTES * MINUTE },
    { kind: 'STAGE', stage: 'SECOND_HALF', id: crypto.randomUUID(), at: secondHalf },
  ];
  for (const e of match.events) {
    if (e.type === 'SUBSTITUTION' && e.substitutePlayerId) {
      entries.push({
        kind: 'SUBSTITUTION',
        id: e.id,
        at: at(e.minute),
        teamId: e.teamId,
        playerOffId: e.playerId,
        playerOnId: e.substitutePlayerId,
      });
    } else if (e.type !== 'SUBSTITUTION') {
      entries.push({
        kind: 'EVENT',
        id: e.id,
        at: at(e.minute),
        type: e.type as 'GOAL',
        teamId: e.teamId,
        playerId: e.playerId,
        penaltyOutcome: (e.penaltyOutcome as 'SCORED' | null) ?? null,
      });
    }
  }
  return entries;
}

/** Writes the live match's log, as its organiser, and what it makes: events, status and score. */
export const seedLiveLog = (tx: Database, fixtureId: string, match: PlayedMatch, authorId: string) =>
  seedMatchLog(tx, fixtureId, authorId, (kickOff) => liveMatchLog(match, kickOff));

/** Writes a match's log from its kick-off, as its organiser's tracker would, and what it makes: events, status and score. */
export async function seedMatchLog(
  tx: Database,
  fixtureId: string,
  authorId: string,
  entriesFrom: (kickOff: Date) => TrackerEntry[],
) {
  const [fixture] = await tx.select().from(fixtures).where(eq(fixtures.id, fixtureId));
  if (!fixture) return;
  let state = replay(await matchLineups(tx, fixture), []);
  const taken: TrackerEntry[] = [];
  for (const entry of entriesFrom(fixture.date).sort(entryOrder)) {
    const result = admit(state, entry);
    if (!result.ok) continue; // a random event the match rules would not take (a player already off, a kick after the shootout is won)
    state = result.state;
    taken.push(entry);
  }
  const rows = await tx
    .insert(matchLog)
    .values(
      taken.map((entry, i) => ({
        fixtureId,
        seq: i + 1,
        id: entry.id,
        kind: entry.kind,
        entry,
        authorId,
      })),
    )
    .returning();
  await project(tx, fixture, state, rows);
}
