import { describe, expect, it } from 'vitest';
import {
  awayChoices,
  blankDraft,
  cardErrors,
  containerBody,
  draftsFrom,
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
    expect(submitProblem([full({ time: '' })])).toBe('Please fill all fields for every fixture!');
    expect(submitProblem([full({ venue: ' ' })])).toBe('Please fill all fields for every fixture!');
    expect(submitProblem([full(), full()])).toBe(
      'Duplicate fixtures detected! Please remove duplicates before submitting.',
    );
    expect(submitProblem([full(), full({ time: '12:00' })])).toBeNull();
  });

  it('names the fields to fix on each card: empty ones, a team playing itself, the later of two duplicates', () => {
    expect(cardErrors([full({ time: '', venue: ' ' }), full({ matchDate: '2026-02-02' })])).toEqual([
      { time: 'Time is required', venue: 'Venue is required' },
      {},
    ]);
    expect(cardErrors([full({ awayTeam: 'a' })])).toEqual([{ awayTeam: 'A team cannot play itself.' }]);
    expect(cardErrors([blankDraft()])[0]).toMatchObject({
      homeTeam: 'Home team is required',
      awayTeam: 'Away team is required',
      matchDate: 'Date is required',
    });
    expect(cardErrors([full(), full(), full({ time: '12:00' })])).toEqual([
      {},
      { homeTeam: 'The same teams at the same date and time are on another card.' },
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
});
