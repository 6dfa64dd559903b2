import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FixtureDetail, MatchEventRead } from '../../../shared/schemas/reads';
import type { MatchEventsData } from '../../components/reads';
import type { CachedReadState } from '../../lib/use-cached-read';
import { renderWithApp } from '../../test-utils';
import { EventsPanel } from './events-panel';

const KICK_OFF = Date.parse('2025-11-22T10:00:00.000Z');
const at = (minutes: number) => new Date(KICK_OFF + minutes * 60_000).toISOString();
const team = (id: string, name: string) => ({ id, name, logo: null, lineups: [], members: [] });

const fixture: FixtureDetail = {
  id: 'f1',
  tournamentId: 't1',
  timeZone: 'UTC',
  matchType: 'Knockout',
  date: at(0),
  venue: '',
  status: 'FULL_TIME',
  homeTeamId: 'h',
  awayTeamId: 'a',
  homeTeam: team('h', 'Kochi Blasters'),
  awayTeam: team('a', 'Harbour City'),
  homeScore: 1,
  awayScore: 1,
  homePenaltyScore: 1,
  awayPenaltyScore: 0,
  tournament: { id: 't1', name: 'City Cup', logo: null, timeZone: 'UTC', adminId: 'u' },
};

const event = (id: string, teamId: string, name: string, over: Partial<MatchEventRead>): MatchEventRead => ({
  id,
  fixtureId: 'f1',
  teamId,
  type: 'GOAL',
  minute: 0,
  penaltyOutcome: null,
  isShootout: false,
  player: { id: `p-${id}`, name },
  substitutePlayer: null,
  metadata: null,
  createdAt: at(0),
  ...over,
});

const kick = (id: string, teamId: string, name: string, outcome: string, minutesAfter: number) =>
  // As the server stores a kick: minute 0, dated when it was taken.
  event(id, teamId, name, {
    type: 'PENALTY',
    penaltyOutcome: outcome,
    isShootout: true,
    createdAt: at(95 + minutesAfter),
  });

const read = (matchEvents: MatchEventRead[]): CachedReadState<MatchEventsData> => ({
  data: { matchEvents },
  status: 'fresh',
  reason: undefined,
  savedAt: undefined,
  error: undefined,
  refresh: async () => {},
});

describe('EventsPanel', () => {
  it('shows shootout kicks in the order taken, without a minute', () => {
    const events = [
      event('g1', 'h', 'Ali', { minute: 12, createdAt: at(12) }),
      event('g2', 'a', 'Ben', { minute: 0, createdAt: at(0.5) }),
      // Sent out of order: the list follows when each kick was taken.
      kick('k2', 'a', 'Dan', 'MISSED', 1),
      kick('k1', 'h', 'Cem', 'SCORED', 0),
    ];
    renderWithApp(<EventsPanel read={read(events)} fixture={fixture} pageNoted />);
    const rows = within(screen.getByRole('list', { name: 'Match timeline' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      // A goal in the first minute of play is at 0'.
      "0'Goal: BenHarbour City",
      "12'Goal: AliKochi Blasters",
      'PCemScoredShootout, kick 1Kochi Blasters',
      'PDanMissedShootout, kick 2Harbour City',
    ]);
  });
});
