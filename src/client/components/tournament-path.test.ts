import { describe, expect, it } from 'vitest';
import { tournamentPath } from './tournament-path';

describe('tournamentPath', () => {
  it('sends each list to its own address', () => {
    expect(tournamentPath('future', 't1')).toBe('/tournaments/futuretournaments/t1');
    expect(tournamentPath('current', 't1')).toBe('/tournaments/livetournaments/t1');
    expect(tournamentPath('past', 't1')).toBe('/tournaments/pasttournaments/t1');
  });
});
