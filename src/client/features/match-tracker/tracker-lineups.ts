import type { LineupPlayer, MatchLineups, TeamLineup } from '../../../shared/domain/match-tracker';
import type { FixtureDetail } from '../../../shared/schemas/reads';
import type { LiveDraft } from '../../db/lineup-drafts';

type FixtureTeam = FixtureDetail['homeTeam'];

/**
 * The team's lineup: the one picked on this phone while it waits to be sent, else the server's (which
 * another phone may have changed since), else the one this phone sent before the fixture was read again.
 */
function teamLineup(team: FixtureTeam, fixtureId: string, drafts: readonly LiveDraft[]): TeamLineup | null {
  const names = new Map<string, string>(team.members.map((m) => [m.id, m.name]));
  const saved = team.lineups.find((l) => l.fixtureId === fixtureId);
  const draft = drafts.find((d) => d.fixtureId === fixtureId && d.teamId === team.id);
  if (draft && draft.lineup.players.length > 0 && (draft.pending || !saved?.players.length)) {
    const players: LineupPlayer[] = draft.lineup.players.map((p) => ({
      playerId: p.playerId,
      name: names.get(p.playerId) ?? p.playerId,
      position: p.position,
      isStarting: p.isStarting,
      jerseyNumber: p.jerseyNumber,
    }));
    return { teamId: team.id, players };
  }
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

/** The lineups the tracker replays the match log with (teamLineup); null until both teams have one. */
export function trackerLineups(fixture: FixtureDetail, drafts: readonly LiveDraft[]): MatchLineups | null {
  const home = teamLineup(fixture.homeTeam, fixture.id, drafts);
  const away = teamLineup(fixture.awayTeam, fixture.id, drafts);
  return home && away ? { home, away } : null;
}
