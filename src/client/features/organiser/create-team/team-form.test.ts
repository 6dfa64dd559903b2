import { describe, expect, it } from 'vitest';
import { blankTeam, capAbbreviation, teamBody, validateTeam } from './team-form';

describe('create team form', () => {
  it('gives the fixed field errors', () => {
    expect(validateTeam(blankTeam())).toEqual({
      name: 'Team name is required',
      description: 'Description is required',
      abbreviation: 'Abbreviation is required',
    });
    expect(validateTeam({ ...blankTeam(), name: 'A', description: 'B', abbreviation: 'TOOLONG' }).abbreviation).toBe(
      'Max 5 characters',
    );
    expect(validateTeam({ name: 'A', description: 'B', abbreviation: 'KBFC', logo: null })).toEqual({});
  });

  it('caps the abbreviation at 5 characters, in capitals', () => {
    expect(capAbbreviation('kbfc12')).toBe('KBFC1');
    expect(capAbbreviation('ab')).toBe('AB');
  });

  it('sends trimmed fields and leaves the logo out when none was chosen', () => {
    expect(teamBody({ name: ' Kochi ', description: ' Club ', abbreviation: 'KB ', logo: null })).toEqual({
      name: 'Kochi',
      description: 'Club',
      abbreviation: 'KB',
    });
  });
});
