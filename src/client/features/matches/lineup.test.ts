import { describe, expect, it } from 'vitest';
import type { FixtureDetail } from '../../../shared/schemas/reads';
import { teamSheet } from './lineup';

type Team = FixtureDetail['homeTeam'];

const member = (id: string, primaryPosition: string, number: number) => ({
  id,
  name: `Player ${id}`,
  image: null,
  primaryPosition,
  number,
});

const entry = (id: string, position: string, jerseyNumber: number, isStarting: boolean) => ({
  id: `lp-${id}`,
  isStarting,
  isOnField: isStarting,
  position,
  jerseyNumber,
  player: { id, name: `Player ${id}`, number: jerseyNumber, image: null },
});

const team = (over: Partial<Team>): Team => ({ id: 't', name: 'Team', logo: null, lineups: [], members: [], ...over });

describe('teamSheet', () => {
  it('uses the lineup of this fixture: Starting XI by position then number, then Substitutes', () => {
    const sheet = teamSheet(
      team({
        lineups: [
          { id: 'old', fixtureId: 'other', teamId: 't', players: [entry('x', 'STRIKER', 9, true)] },
          {
            id: 'l',
            fixtureId: 'f',
            teamId: 't',
            players: [
              entry('a', 'STRIKER', 9, true),
              entry('b', 'GOALKEEPER', 1, true),
              entry('c', 'DEFENDER', 4, true),
              entry('d', 'MIDFIELDER', 14, false),
            ],
          },
        ],
      }),
      'f',
    );
    expect(sheet.kind).toBe('lineup');
    if (sheet.kind !== 'lineup') return;
    expect(sheet.starting.map((p) => p.name)).toEqual(['Player b', 'Player c', 'Player a']);
    expect(sheet.substitutes.map((p) => [p.name, p.number])).toEqual([['Player d', 14]]);
  });

  it("falls back to the team's members when there is no lineup", () => {
    const sheet = teamSheet(team({ members: [member('m2', 'STRIKER', 10), member('m1', 'GOALKEEPER', 1)] }), 'f');
    expect(sheet).toMatchObject({ kind: 'members', members: [{ id: 'm1' }, { id: 'm2' }] });
  });
});
