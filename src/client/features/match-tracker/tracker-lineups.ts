import type { LineupPlayer, MatchLineups, TeamLineup } from '../../../shared/domain/match-tracker';
import type { FixtureDetail } from '../../../shared/schemas/reads';
import type { LineupDraftRow } from '../../db/local-db';

type FixtureTeam = FixtureDetail['homeTeam'];

/** The team's lineup the organiser picked on this phone, else the one the server has, else null. */
function teamLineup(team: FixtureTeam, fixtureId: string, drafts: readonly LineupDraftRow[]): TeamLineup | null {
  const names = new Map<string, string>(team.members.map((m) => [m.id, m.name]));
  const draft = drafts.find((d) => d.fixtureId === fixtureId && d.teamId === team.id);
  if (draft && draft.lineup.players.length > 0) {
    const players: LineupPlayer[] = draft.lineup.players.map((p) => ({
      playerId: p.playerId,
      name: names.get(p.playerId) ?? p.playerId,
      position: p.position,
      isStarting: p.isStarting,
      jerseyNumber: p.jerseyNumber,
    }));
    return { teamId: team.id, players };
  }
  const saved = team.lineups.find((l) => l.fixtureId === fixtureId);
  if (!saved || saved.players.length === 0) return null;
  return {
    teamId: team.id,
    players: saved.players.map((p) => ({
      playerId: p.player.id,
      name: p.player.name,
      position: p.position,
      isStarting: p.isStarting,
      jerseyNumber: p.jerseyNumber,
    })),
  };
}

/**
 * The lineups the tracker starts from: per team, the phone's lineup draft for the fixture (the
 * newest word of the organiser), else the lineup in the fixture read. Null until both teams have one.
 */
export function trackerLineups(fixture: FixtureDetail, drafts: readonly LineupDraftRow[]): MatchLineups | null {
  const home = teamLineup(fixture.homeTeam, fixture.id, drafts);
  const away = teamLineup(fixture.awayTeam, fixture.id, drafts);
  return home && away ? { home, away } : null;
}
