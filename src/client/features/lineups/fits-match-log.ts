import Dexie from 'dexie';
import { buildLineupBody, type LineupPick } from '../../../shared/domain/lineup-rules';
import { type MatchLineups, replay, type TeamLineup, type TrackerEntry } from '../../../shared/domain/match-tracker';
import { lineupMessages, matchWriteMessages } from '../../../shared/messages';
import type { MatchLogAnswer } from '../../../shared/schemas/match-log';
import type { FixtureDetail } from '../../../shared/schemas/reads';
import { localDb } from '../../db/local-db';
import { api, request } from '../../lib/api';

/** How long the screen waits for the server's log before it checks with the copy the phone has. */
const LOG_READ_MS = 5_000;

function teamLineup(fixtureId: string, teamId: string, sheet: readonly LineupPick[]): TeamLineup {
  const names = new Map(sheet.map((p) => [p.playerId, p.name]));
  const { players } = buildLineupBody(sheet, { id: '', fixtureId, teamId });
  return { teamId, players: players.map((p) => ({ ...p, name: names.get(p.playerId) ?? '' })) };
}

/** The match log: the server's when it answers, else the copy this phone last read. */
async function matchLog(fixtureId: string): Promise<TrackerEntry[]> {
  try {
    const answer = await request<MatchLogAnswer>(
      api.get(`matchLog/fixture/${fixtureId}`, { searchParams: { after: 0 }, cache: 'no-store', timeout: LOG_READ_MS }),
    );
    return (answer.data?.entries ?? []).map((row) => row.entry as unknown as TrackerEntry);
  } catch {
    const rows = await localDb.serverLog
      .where('[fixtureId+seq]')
      .between([fixtureId, Dexie.minKey], [fixtureId, Dexie.maxKey])
      .toArray();
    return rows.map((row) => row.entry);
  }
}

/** The player an entry is about (the one going off, for a substitution). */
const playerOf = (entry: TrackerEntry | undefined) =>
  entry && 'playerId' in entry ? entry.playerId : entry?.kind === 'SUBSTITUTION' ? entry.playerOffId : undefined;

/**
 * Why these lineups do not fit what the match has recorded (a player who already scored or was
 * booked left out), or null. The server applies the same rule; checking here tells the organiser
 * at once, before anything is saved, naming the player.
 */
export async function lineupsBreakMatchLog(
  fixture: FixtureDetail,
  sheets: { home: readonly LineupPick[]; away: readonly LineupPick[] },
): Promise<string | null> {
  const log = await matchLog(fixture.id);
  if (log.length === 0) return null;
  const lineups: MatchLineups = {
    home: teamLineup(fixture.id, fixture.homeTeam.id, sheets.home),
    away: teamLineup(fixture.id, fixture.awayTeam.id, sheets.away),
  };
  const [broken] = replay(lineups, log).rejected;
  if (!broken) return null;
  const playerId = playerOf(log.find((entry) => entry.id === broken.id));
  const name = [...sheets.home, ...sheets.away].find((p) => p.playerId === playerId)?.name;
  return name ? lineupMessages.alreadyPlayed(name) : matchWriteMessages.lineupBreaksLog(broken.reason);
}
