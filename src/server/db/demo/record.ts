import type { Database } from '../database';
import { lineupPlayers, lineups, matchEvents } from '../schema';
import type { PlayedMatch } from './matches';

/** The match's two lineups, as its teams' managers would have picked them. */
export async function recordLineups(tx: Database, fixtureId: string, match: PlayedMatch) {
  for (const lineup of match.lineups) {
    const [row] = await tx.insert(lineups).values({ fixtureId, teamId: lineup.teamId }).returning({ id: lineups.id });
    await tx
      .insert(lineupPlayers)
      .values(lineup.players.map((p) => ({ ...p, lineupId: row?.id as string, isOnField: p.isStarting })));
  }
}

/** The match's events, each at its minute from the kick-off, as recorded without the tracker. */
export async function recordEvents(
  tx: Database,
  fixtureId: string,
  match: PlayedMatch,
  kickOff: Date,
  authorId: string,
) {
  if (match.events.length === 0) return;
  await tx.insert(matchEvents).values(
    match.events.map((e, order) => ({
      ...e,
      fixtureId,
      createdBy: authorId,
      createdAt: new Date(kickOff.getTime() + e.minute * 60_000 + order),
    })),
  );
}
