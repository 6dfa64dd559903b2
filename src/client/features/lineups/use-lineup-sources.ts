import { useEffect, useState } from 'react';
import {
  asLineupPosition,
  type LineupPick,
  type PickedPlayer,
  type RosterPlayer,
  teamSheet,
} from '../../../shared/domain/lineup-rules';
import type { FixtureDetail, Lineup } from '../../../shared/schemas/reads';
import { useFixture } from '../../components/reads';
import { useLiveDrafts } from '../../db/lineup-drafts';
import { type CachedReadState, useCachedRead } from '../../lib/use-cached-read';
import { keepPicks, keptPicks, stillFits } from './kept-picks';

export type Side = 'home' | 'away';
export const SIDES: readonly Side[] = ['home', 'away'];
export const teamOf = (fixture: FixtureDetail, side: Side) => (side === 'home' ? fixture.homeTeam : fixture.awayTeam);

export type BySide<T> = Record<Side, T>;

/** GET /api/lineup/fixture/{f}/team/{t}, kept on the phone; a failure only means "no lineup from the server". */
function useTeamLineup(fixtureId: string | undefined, teamId: string | undefined) {
  const ready = fixtureId && teamId;
  return useCachedRead<Lineup>(
    'lineups',
    ready ? `${fixtureId}:${teamId}` : null,
    ready ? `lineup/fixture/${encodeURIComponent(fixtureId)}/team/${encodeURIComponent(teamId)}` : null,
  );
}

const settled = (read: CachedReadState<unknown>) => read.status !== 'loading';

const pickedFrom = (lineup: Lineup): PickedPlayer[] =>
  lineup.players.map((p) => ({
    playerId: p.player.id,
    position: asLineupPosition(p.position),
    isStarting: p.isStarting,
    jerseyNumber: p.jerseyNumber,
  }));

/**
 * Everything the lineup screen starts from: the fixture (with both squads), each team's lineup from
 * the server, and the lineups kept on this phone. A lineup on the phone wins over the server's until
 * it is sent; one the server refused never does.
 */
export function useLineupSources(fixtureId: string | undefined) {
  const fixture = useFixture(fixtureId);
  const home = useTeamLineup(fixtureId, fixture.data?.homeTeamId);
  const away = useTeamLineup(fixtureId, fixture.data?.awayTeamId);
  const drafts = useLiveDrafts(fixtureId);
  const [sheets, setSheets] = useState<BySide<LineupPick[]> | null>(null);

  const data = fixture.data;
  const reads: BySide<CachedReadState<Lineup>> = { home, away };
  const serverLineup = (side: Side): Lineup | undefined => {
    if (!data) return undefined;
    const team = teamOf(data, side);
    const read = reads[side].data;
    return read?.teamId === team.id ? read : team.lineups.find((l) => l.fixtureId === data.id);
  };
  const draftOf = (side: Side) => data && drafts?.find((d) => d.teamId === teamOf(data, side).id);
  const submitted: BySide<boolean> = {
    home: !!serverLineup('home') || draftOf('home')?.submittedAt != null,
    away: !!serverLineup('away') || draftOf('away')?.submittedAt != null,
  };

  const ready = !!data && drafts !== undefined && settled(home) && settled(away);
  const sheetOf = (side: Side): LineupPick[] => {
    const team = teamOf(data as FixtureDetail, side);
    const server = serverLineup(side);
    const roster: RosterPlayer[] = [
      ...team.members,
      ...(server?.players.map((p) => ({ ...p.player, primaryPosition: p.position })) ?? []),
    ];
    const draft = draftOf(side);
    // The phone's pick while it waits to be sent; once sent, the server's (another phone may have changed it).
    const own = draft && (draft.pending || !server) ? draft.lineup.players : null;
    return teamSheet(roster, own ?? (server ? pickedFrom(server) : null));
  };
  // The sheets are read once, when everything has answered; from then on the organiser edits them.
  // A team not submitted yet starts from the picks the phone kept, if any (kept-picks.ts).
  // biome-ignore lint/correctness/useExhaustiveDependencies: sheetOf reads the values that make `ready` true
  useEffect(() => {
    if (!ready || sheets) return;
    const kept = fixtureId ? keptPicks(fixtureId) : null;
    const startOf = (side: Side) => {
      const sheet = sheetOf(side);
      return (!submitted[side] && stillFits(kept?.[side], sheet)) || sheet;
    };
    setSheets({ home: startOf('home'), away: startOf('away') });
  }, [ready, sheets]);
  useEffect(() => {
    if (sheets && fixtureId) keepPicks(fixtureId, sheets);
  }, [sheets, fixtureId]);

  // A submitted team's lineup as saved (on the phone until sent, then the server's), whatever is being
  // edited: built when a submit asks for it, not on every render of the screen.
  const savedSheet = (side: Side): LineupPick[] | null => (ready && submitted[side] ? sheetOf(side) : null);
  return { fixture, sheets, setSheets, submitted, savedSheet };
}
