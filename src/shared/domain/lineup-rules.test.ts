import { describe, expect, it } from 'vitest';
import { lineupMessages } from '../messages-lineups';
import {
  buildLineupBody,
  type LineupPick,
  movePlayer,
  type RosterPlayer,
  sanitizeJersey,
  setJersey,
  teamSheet,
  validateLineup,
} from './lineup-rules';

const roster: RosterPlayer[] = [
  { id: 'gk', name: 'Keeper', image: null, primaryPosition: 'GOALKEEPER', number: 1 },
  { id: 'df', name: 'Back', image: null, primaryPosition: 'DEFENDER', number: 4 },
  { id: 'st', name: 'Nine', image: null, primaryPosition: 'STRIKER', number: 9 },
  { id: 'nx', name: 'New', image: null, primaryPosition: null, number: null },
];

const zones = (sheet: LineupPick[]) => Object.fromEntries(sheet.map((p) => [p.playerId, [p.zone, p.position]]));

describe('teamSheet', () => {
  it('starts with every member available, in their own position (DEFENDER when unknown) and number', () => {
    const sheet = teamSheet(roster, null);
    expect(zones(sheet)).toEqual({
      gk: ['available', 'GOALKEEPER'],
      df: ['available', 'DEFENDER'],
      st: ['available', 'STRIKER'],
      nx: ['available', 'DEFENDER'],
    });
    expect(sheet.map((p) => p.jerseyNumber)).toEqual(['1', '4', '9', '']);
  });

  it('places a saved lineup: starting keeper in goal, other starters in the XI, the rest on the bench', () => {
    const sheet = teamSheet(roster, [
      { playerId: 'gk', position: 'GOALKEEPER', isStarting: true, jerseyNumber: 12 },
      { playerId: 'st', position: 'MIDFIELDER', isStarting: true, jerseyNumber: 10 },
      { playerId: 'df', position: 'DEFENDER', isStarting: false, jerseyNumber: 4 },
    ]);
    expect(zones(sheet)).toEqual({
      gk: ['goalkeeper', 'GOALKEEPER'],
      st: ['starting', 'MIDFIELDER'],
      df: ['substitutes', 'DEFENDER'],
      nx: ['available', 'DEFENDER'],
    });
    expect(sheet.find((p) => p.playerId === 'gk')?.jerseyNumber).toBe('12');
  });
});

describe('movePlayer', () => {
  const sheet = teamSheet(roster, null);

  it('makes a player dropped in the goalkeeper zone a GOALKEEPER', () => {
    expect(zones(movePlayer(sheet, 'st', 'goalkeeper')).st).toEqual(['goalkeeper', 'GOALKEEPER']);
  });

  it('makes a GOALKEEPER dropped in the Starting XI a DEFENDER, and keeps other positions', () => {
    expect(zones(movePlayer(sheet, 'gk', 'starting')).gk).toEqual(['starting', 'DEFENDER']);
    expect(zones(movePlayer(sheet, 'st', 'starting')).st).toEqual(['starting', 'STRIKER']);
  });

  it('keeps a goalkeeper a goalkeeper on the bench, and gives back the own position when left out', () => {
    const benched = movePlayer(movePlayer(sheet, 'st', 'goalkeeper'), 'st', 'substitutes');
    expect(zones(benched).st).toEqual(['substitutes', 'GOALKEEPER']);
    expect(zones(movePlayer(benched, 'st', 'available')).st).toEqual(['available', 'STRIKER']);
  });

  it('leaves the sheet unchanged for a player of another team', () => {
    expect(movePlayer(sheet, 'someone-else', 'starting')).toEqual(sheet);
  });
});

describe('jersey numbers', () => {
  it('keep digits only, at most three', () => {
    expect(sanitizeJersey('1a2')).toBe('12');
    expect(sanitizeJersey('12345')).toBe('123');
    expect(sanitizeJersey('-7')).toBe('7');
    expect(sanitizeJersey('ab')).toBe('');
  });

  it('are set per player', () => {
    expect(setJersey(teamSheet(roster, null), 'nx', '77x').find((p) => p.playerId === 'nx')?.jerseyNumber).toBe('77');
  });
});

describe('validateLineup', () => {
  const picked = movePlayer(movePlayer(teamSheet(roster, null), 'gk', 'goalkeeper'), 'df', 'starting');

  it('accepts a lineup with a starting keeper and unique numbers', () => {
    expect(validateLineup(picked, 'Home FC')).toEqual([]);
  });

  it('asks for a goalkeeper in the starting lineup, naming the team', () => {
    expect(validateLineup(movePlayer(picked, 'gk', 'substitutes'), 'Home FC')).toEqual([
      'You must have at least one goalkeeper in the starting lineup for Home FC.',
    ]);
    expect(validateLineup(teamSheet(roster, null), 'Away FC')).toEqual([
      'You must have at least one goalkeeper in the starting lineup for Away FC.',
    ]);
  });

  it('asks for a jersey number for every selected player, not for those left out', () => {
    expect(validateLineup(movePlayer(picked, 'nx', 'substitutes'), 'Home FC')).toEqual([
      'All selected players must have a jersey number assigned.',
    ]);
    expect(validateLineup(setJersey(picked, 'st', ''), 'Home FC')).toEqual([]);
  });

  it('refuses the same number twice (7 and 007 are the same shirt)', () => {
    const twice = setJersey(setJersey(picked, 'gk', '7'), 'df', '007');
    expect(validateLineup(twice, 'Home FC')).toEqual(['All players must have unique jersey numbers.']);
  });

  it("refuses a player who is in the other team's lineup, naming them; a player left out there is free", () => {
    const other = movePlayer(movePlayer(teamSheet(roster, null), 'st', 'starting'), 'df', 'substitutes');
    const named = (id: string) => roster.find((p) => p.id === id)?.name as string;
    expect(validateLineup(picked, 'Home FC', other)).toEqual([lineupMessages.inOtherLineup(named('df'))]);
    expect(validateLineup(picked, 'Home FC', movePlayer(other, 'df', 'available'))).toEqual([]);
  });
});

describe('buildLineupBody', () => {
  it('sends the selected players with position, starting flag and number', () => {
    const sheet = movePlayer(
      movePlayer(movePlayer(teamSheet(roster, null), 'gk', 'goalkeeper'), 'st', 'starting'),
      'df',
      'substitutes',
    );
    expect(buildLineupBody(sheet, { id: 'req', fixtureId: 'fx', teamId: 'tm' })).toEqual({
      id: 'req',
      fixtureId: 'fx',
      teamId: 'tm',
      players: [
        { playerId: 'gk', position: 'GOALKEEPER', isStarting: true, jerseyNumber: 1 },
        { playerId: 'df', position: 'DEFENDER', isStarting: false, jerseyNumber: 4 },
        { playerId: 'st', position: 'STRIKER', isStarting: true, jerseyNumber: 9 },
      ],
    });
  });
});
