import type { FixtureDetail, Lineup } from '../../../shared/schemas/reads';
import { byPositionThenNumber, type PlayerRowData } from '../../components/player-row';

type FixtureTeam = FixtureDetail['homeTeam'];

/** A row of a team sheet, with the player's own id, which the match's events name. */
export interface SheetPlayer extends PlayerRowData {
  playerId: string;
}

export type TeamSheet =
  | { kind: 'lineup'; starting: SheetPlayer[]; substitutes: SheetPlayer[] }
  | { kind: 'members'; members: SheetPlayer[] };

const rowsOf = (lineup: Lineup, starting: boolean): SheetPlayer[] =>
  lineup.players
    .filter((p) => p.isStarting === starting)
    .map((p) => ({
      id: p.id,
      playerId: p.player.id,
      name: p.player.name,
      image: p.player.image,
      position: p.position,
      number: p.jerseyNumber,
    }))
    .sort(byPositionThenNumber);

/**
 * What the Lineups tab shows for a team (docs/rules.md#screens-and-routes): its lineup for this
 * fixture (Starting XI, then Substitutes), else the team's members.
 */
export function teamSheet(team: FixtureTeam, fixtureId: string): TeamSheet {
  const lineup = team.lineups.find((l) => l.fixtureId === fixtureId) ?? team.lineups[0];
  if (lineup && lineup.players.length > 0) {
    return { kind: 'lineup', starting: rowsOf(lineup, true), substitutes: rowsOf(lineup, false) };
  }
  const members = team.members
    .map((m) => ({
      id: m.id,
      playerId: m.id,
      name: m.name,
      image: m.image,
      position: m.primaryPosition,
      number: m.number,
    }))
    .sort(byPositionThenNumber);
  return { kind: 'members', members };
}
