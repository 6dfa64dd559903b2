import { describe, expect, it } from 'vitest';
import { kindOf, tournamentPath } from './tournament-path';

describe('tournamentPath', () => {
  it('sends each list to its own address', () => {
    expect(tournamentPath('future', 't1')).toBe('/tournaments/futuretournaments/t1');
    expect(tournamentPath('current', 't1')).toBe('/tournaments/livetournaments/t1');
    expect(tournamentPath('past', 't1')).toBe('/tournaments/pasttournaments/t1');
  });
});

describe('kindOf', () => {
  it('places a tournament by its days', () => {
    expect(kindOf('2025-12-01', '2025-12-10', '2025-11-22')).toBe('future');
    expect(kindOf('2025-11-01', '2025-11-21', '2025-11-22')).toBe('past');
    expect(kindOf('2025-11-22', '2025-11-22', '2025-11-22')).toBe('current');
  });
});
