import Dexie from 'dexie';
import { buildLineupBody, type LineupPick } from '../../../shared/domain/lineup-rules';
import { type MatchLineups, replay, type TeamLineup } from '../../../shared/domain/match-tracker';
import { matchWriteMessages } from '../../../shared/messages';
import type { FixtureDetail } from '../../../shared/schemas/reads';
import { localDb } from '../../db/local-db';

function teamLineup(fixtureId: string, teamId: string, sheet: readonly LineupPick[]): TeamLineup {
  const names = new Map(sheet.map((p) => [p.playerId, p.name]));
  const { players } = buildLineupBody(sheet, { id: '', fixtureId, teamId });
  return { teamId, players: players.map((p) => ({ ...p, name: names.get(p.playerId) ?? '' })) };
}

/**
 * Why these lineups do not fit the match as this phone last read it from the server (a player who
 * already scored or was booked left out), or null. The server applies the same rule; checking here
 * tells the organiser at once, even offline, instead of after the change is refused.
 */
export async function lineupsBreakMatchLog(
  fixture: FixtureDetail,
  sheets: { home: readonly LineupPick[]; away: readonly LineupPick[] },
): Promise<string | null> {
  const rows = await localDb.serverLog
    .where('[fixtureId+seq]')
    .between([fixture.id, Dexie.minKey], [fixture.id, Dexie.maxKey])
    .toArray();
  if (rows.length === 0) return null;
  const lineups: MatchLineups = {
    home: teamLineup(fixture.id, fixture.homeTeam.id, sheets.home),
    away: teamLineup(fixture.id, fixture.awayTeam.id, sheets.away),
  };
  const [broken] = replay(
    lineups,
    rows.map((row) => row.entry),
  ).rejected;
  return broken ? matchWriteMessages.lineupBreaksLog(broken.reason) : null;
}
