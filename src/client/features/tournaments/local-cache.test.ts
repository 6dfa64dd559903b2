import { afterEach, describe, expect, it } from 'vitest';
import type { TournamentSummary } from '../../../shared/schemas/reads';
import { readRememberedTournaments, rememberTournaments } from './local-cache';

const cup = (id: string) =>
  ({
    id,
    name: id,
    description: '',
    logo: null,
    startDate: '',
    endDate: '',
    timeZone: 'UTC',
    adminId: 'a',
  }) as TournamentSummary;

afterEach(() => localStorage.clear());

describe('remembered tournaments', () => {
  it('keeps each list and replaces only the one loaded', () => {
    rememberTournaments('past', [cup('p1')]);
    rememberTournaments('current', [cup('c1')]);
    rememberTournaments('past', [cup('p2')]);
    const stored = JSON.parse(localStorage.getItem('tournaments') ?? '{}');
    expect(stored.past.map((t: TournamentSummary) => t.id)).toEqual(['p2']);
    expect(stored.current.map((t: TournamentSummary) => t.id)).toEqual(['c1']);
    expect(stored.future).toEqual([]);
  });

  it('starts afresh from a broken value', () => {
    localStorage.setItem('tournaments', '{not json');
    expect(readRememberedTournaments()).toEqual({ past: [], current: [], future: [] });
    localStorage.setItem('tournaments', JSON.stringify({ past: 'nope', future: [cup('f1')] }));
    expect(readRememberedTournaments().future).toHaveLength(1);
    expect(readRememberedTournaments().past).toEqual([]);
  });
});
