import { describe, expect, it } from 'vitest';
import {
  awayChoices,
  blankDraft,
  cardErrors,
  containerBody,
  draftsFrom,
  fixturePairings,
  patchDraft,
  submitProblem,
} from './fixture-draft';

const full = (over = {}) => ({
  ...blankDraft(),
  homeTeam: 'a',
  awayTeam: 'b',
  matchDate: '2026-02-01',
  time: '10:00',
  ...over,
});

/** The tournament's days: every card of these tests falls on them unless it says otherwise. */
const DAYS = { startDate: '2026-01-25', endDate: '2026-02-28' };

describe('fixture builder drafts', () => {
  it('starts a card blank, open for editing, at Main Arena, with no status', () => {
    const draft = blankDraft();
    expect(draft).toMatchObject({ homeTeam: '', awayTeam: '', venue: 'Main Arena', status: '', editing: true });
    expect(blankDraft().key).not.toBe(draft.key);
  });

  it('does not offer the home team as the away team, and clears an away pick that becomes home', () => {
    const teams = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(awayChoices(teams, 'a')).toEqual([{ id: 'b' }, { id: 'c' }]);
    expect(patchDraft(full(), { homeTeam: 'b' })).toMatchObject({ homeTeam: 'b', awayTeam: '' });
    expect(patchDraft(full(), { homeTeam: 'c' })).toMatchObject({ homeTeam: 'c', awayTeam: 'b' });
  });

  it('answers the fixed messages for missing fields and duplicates, status not required', () => {
    expect(submitProblem([full({ time: '' })], DAYS)).toBe('Please fill all fields for every fixture!');
    expect(submitProblem([full({ venue: ' ' })], DAYS)).toBe('Please fill all fields for every fixture!');
    expect(submitProblem([full(), full()], DAYS)).toBe(
      'Duplicate fixtures detected! Please remove duplicates before submitting.',
    );
    expect(submitProblem([full(), full({ time: '12:00' })], DAYS)).toBeNull();
  });

  it('names the fields to fix on each card: empty ones, a team playing itself, the later of two duplicates', () => {
    expect(cardErrors([full({ time: '', venue: ' ' }), full({ matchDate: '2026-02-02' })], DAYS)).toEqual([
      { time: 'Time is required', venue: 'Venue is required' },
      {},
    ]);
    expect(cardErrors([full({ awayTeam: 'a' })], DAYS)).toEqual([{ awayTeam: 'A team cannot play itself.' }]);
    expect(cardErrors([blankDraft()], DAYS)[0]).toMatchObject({
      homeTeam: 'Home team is required',
      awayTeam: 'Away team is required',
      matchDate: 'Date is required',
    });
    expect(cardErrors([full(), full(), full({ time: '12:00' })], DAYS)).toEqual([
      {},
      { homeTeam: 'The same teams at the same date and time are on another card.' },
      {},
    ]);
  });

  it("points at a date off the tournament's days, and names them", () => {
    expect(submitProblem([full({ matchDate: '2026-03-01' })], DAYS)).toBe(
      "Every match must be played on the tournament's days.",
    );
    expect(cardErrors([full({ matchDate: '2026-01-24' }), full({ matchDate: '2026-02-28' })], DAYS)).toEqual([
      { matchDate: "Pick a day from 25 Jan 2026 to 28 Feb 2026, the tournament's days" },
      {},
    ]);
  });

  it('turns generated pairings into saved cards and builds the container body', () => {
    const drafts = draftsFrom([
      { homeTeam: 'a', awayTeam: 'b', matchDate: '2026-02-01', time: '10:00', venue: 'Pitch 2 ' },
    ]);
    expect(drafts[0]).toMatchObject({ editing: false, status: '' });
    expect(containerBody('t1', 'League', drafts)).toEqual({
      tournamentId: 't1',
      matchType: 'League',
      subfixtures: [
        { homeTeam: 'a', awayTeam: 'b', matchDate: '2026-02-01', time: '10:00', venue: 'Pitch 2', status: '' },
      ],
    });
  });

  it("takes the tournament's fixtures as pairings for the round robin to leave out, but not a cancelled one", () => {
    const fixtures = [
      { homeTeamId: 'a', awayTeamId: 'b', status: 'FULL_TIME' },
      { homeTeamId: 'c', awayTeamId: 'a', status: 'SCHEDULED' },
      { homeTeamId: 'b', awayTeamId: 'c', status: 'CANCELLED' },
    ];
    expect(fixturePairings(fixtures)).toEqual([
      { home: 'a', away: 'b' },
      { home: 'c', away: 'a' },
    ]);
  });
});
