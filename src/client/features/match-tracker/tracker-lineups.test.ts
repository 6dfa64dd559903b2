import { describe, expect, it } from 'vitest';
import type { FixtureDetail } from '../../../shared/schemas/reads';
import type { LiveDraft } from '../../db/lineup-drafts';
import { trackerLineups } from './tracker-lineups';

const member = (id: string, name: string) => ({ id, name, image: null, primaryPosition: 'DEFENDER', number: 4 });
const team = (id: string, lineups: FixtureDetail['homeTeam']['lineups']) => ({
  id,
  name: `Team ${id}`,
  logo: null,
  lineups,
  members: [member(`${id}-p1`, `Ann ${id}`), member(`${id}-p2`, `Bea ${id}`)],
});
const serverLineup = (teamId: string) => ({
  id: `lineup-${teamId}`,
  fixtureId: 'f1',
  teamId,
  players: [
    {
      id: 'row-1',
      isStarting: true,
      isOnField: true,
      position: 'GOALKEEPER',
      jerseyNumber: 1,
      player: { id: `${teamId}-p1`, name: `Ann ${teamId}`, number: 1, image: null },
    },
  ],
});
const fixture = (homeLineups: FixtureDetail['homeTeam']['lineups']) =>
  ({
    id: 'f1',
    homeTeam: team('H', homeLineups),
    awayTeam: team('A', [serverLineup('A')]),
  }) as unknown as FixtureDetail;

const draft = (teamId: string, pending = true): LiveDraft => ({
  pending,
  key: `f1:${teamId}`,
  fixtureId: 'f1',
  teamId,
  submittedAt: null,
  lineup: {
    id: 'd',
    fixtureId: 'f1',
    teamId,
    players: [{ playerId: `${teamId}-p2`, position: 'STRIKER', isStarting: true, jerseyNumber: 9 }],
  },
});

describe('trackerLineups', () => {
  it("takes the server's lineup, with the user id of each player", () => {
    const lineups = trackerLineups(fixture([serverLineup('H')]), []);
    expect(lineups?.home.players).toEqual([
      { playerId: 'H-p1', name: 'Ann H', position: 'GOALKEEPER', isStarting: true, jerseyNumber: 1 },
    ]);
  });

  it("prefers the phone's draft while it waits to be sent, named from the team's members", () => {
    const lineups = trackerLineups(fixture([serverLineup('H')]), [draft('H')]);
    expect(lineups?.home.players).toEqual([
      { playerId: 'H-p2', name: 'Bea H', position: 'STRIKER', isStarting: true, jerseyNumber: 9 },
    ]);
    expect(lineups?.away.players[0]?.playerId).toBe('A-p1');
  });

  it("follows the server's lineup once the phone's draft was sent: another phone may have changed it since", () => {
    const lineups = trackerLineups(fixture([serverLineup('H')]), [draft('H', false)]);
    expect(lineups?.home.players[0]?.playerId).toBe('H-p1');
  });

  it('keeps a sent draft until the fixture is read again with it', () => {
    expect(trackerLineups(fixture([]), [draft('H', false)])?.home.players[0]?.playerId).toBe('H-p2');
  });

  it('is null while a team has no lineup at all', () => {
    expect(trackerLineups(fixture([]), [])).toBeNull();
    expect(trackerLineups(fixture([]), [draft('H')])).not.toBeNull();
  });
});
