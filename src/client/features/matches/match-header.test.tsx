import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FixtureDetail, MatchEventRead } from '../../../shared/schemas/reads';
import { renderWithApp } from '../../test-utils';
import { MatchHeader } from './match-header';

const KICK_OFF = Date.parse('2025-11-22T10:00:00.000Z');
const at = (minutes: number) => new Date(KICK_OFF + minutes * 60_000).toISOString();

const team = (id: string, name: string) => ({ id, name, logo: null, lineups: [], members: [] });

const fixture = (over: Partial<FixtureDetail>): FixtureDetail => ({
  id: 'f1',
  tournamentId: 't1',
  timeZone: 'Asia/Kolkata',
  matchType: 'League',
  date: at(0),
  venue: '',
  status: 'SCHEDULED',
  homeTeamId: 'h',
  awayTeamId: 'a',
  homeTeam: team('h', 'Kochi Blasters'),
  awayTeam: team('a', 'Harbour City'),
  homeScore: 0,
  awayScore: 0,
  homePenaltyScore: null,
  awayPenaltyScore: null,
  tournament: { id: 't1', name: 'City League', logo: null, timeZone: 'Asia/Kolkata', adminId: 'u' },
  ...over,
});

const goal = (id: string, teamId: string, name: string, minute: number, type = 'GOAL'): MatchEventRead => ({
  id,
  fixtureId: 'f1',
  teamId,
  type,
  minute,
  penaltyOutcome: null,
  isShootout: false,
  player: { id: `p-${id}`, name },
  substitutePlayer: null,
  metadata: null,
  createdAt: at(minute),
});

describe('MatchHeader', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('before kick-off says Scheduled once, with the LIVE SOON countdown', () => {
    vi.setSystemTime(KICK_OFF - 2 * 86_400_000);
    renderWithApp(<MatchHeader fixture={fixture({})} events={[]} isAdmin={false} />);
    expect(screen.getAllByText('Scheduled')).toHaveLength(1);
    expect(screen.getAllByText('LIVE SOON')).toHaveLength(1);
    expect(screen.getByRole('timer')).toBeTruthy();
    expect(screen.getByText('VS')).toBeTruthy();
  });

  it("each team's crest and name lead to the team's page", () => {
    vi.setSystemTime(KICK_OFF - 2 * 86_400_000);
    renderWithApp(<MatchHeader fixture={fixture({})} events={[]} isAdmin={false} />);
    expect(screen.getByRole('link', { name: /Kochi Blasters/ }).getAttribute('href')).toBe('/teamdetails/h');
    expect(screen.getByRole('link', { name: /Harbour City/ }).getAttribute('href')).toBe('/teamdetails/a');
  });

  it('live: the minute and half on the status line, the scorers under the score', () => {
    vi.setSystemTime(KICK_OFF + 67.5 * 60_000);
    const events = [goal('g1', 'h', 'Ali', 12), goal('g2', 'h', 'Ali', 60), goal('g3', 'h', 'Cem', 65, 'OWN_GOAL')];
    renderWithApp(
      <MatchHeader
        fixture={fixture({ status: 'SECOND_HALF', homeScore: 2, awayScore: 1 })}
        events={events}
        isAdmin={false}
      />,
    );
    expect(screen.getByText('Match Live')).toBeTruthy();
    expect(screen.getByTestId('live-clock').textContent).toBe("67' Second Half");
    expect(screen.getByRole('list', { name: 'Goals for Kochi Blasters' }).textContent).toBe("Ali 12', 60'");
    expect(screen.getByRole('list', { name: 'Goals for Harbour City' }).textContent).toBe("Cem 65' (OG)");
  });

  it('at half time says Half Time once, with no minute', () => {
    vi.setSystemTime(KICK_OFF + 50 * 60_000);
    renderWithApp(<MatchHeader fixture={fixture({ status: 'HALF_TIME' })} events={[]} isAdmin={false} />);
    expect(screen.getAllByText('Half Time')).toHaveLength(1);
    expect(screen.queryByTestId('live-clock')).toBeNull();
  });

  it('a shootout says its result under the score', () => {
    vi.setSystemTime(KICK_OFF + 200 * 60_000);
    renderWithApp(
      <MatchHeader
        fixture={fixture({
          status: 'FULL_TIME',
          homeScore: 2,
          awayScore: 2,
          homePenaltyScore: 4,
          awayPenaltyScore: 3,
        })}
        events={[]}
        isAdmin={false}
      />,
    );
    expect(screen.getByText('Match Ended')).toBeTruthy();
    // The score is above it: under it, only what the result adds.
    expect(screen.getByTestId('match-result').textContent).toBe('4–3 on penalties');
  });

  it('during a penalty shootout says so, with its running score and no minute', () => {
    vi.setSystemTime(KICK_OFF + 110 * 60_000);
    // The log went to the shootout from the second half: the status stays SECOND_HALF, the clock stopped.
    const shootout = fixture({
      status: 'SECOND_HALF',
      homeScore: 2,
      awayScore: 2,
      shootout: true,
      clock: { runningSince: null, elapsedMs: 2 * 60_000 + 5_000 },
    });
    const { unmount } = renderWithApp(<MatchHeader fixture={shootout} events={[]} isAdmin={false} />);
    expect(screen.getByTestId('live-clock').textContent).toBe('Penalty Shootout');
    // Before the first kick the shootout stands at 0–0.
    expect(screen.getByTestId('match-result').textContent).toBe('0–0 on penalties');
    unmount();
    const kicked = { ...shootout, homePenaltyScore: 3, awayPenaltyScore: 2 };
    renderWithApp(<MatchHeader fixture={kicked} events={[]} isAdmin={false} />);
    expect(screen.getByTestId('live-clock').textContent).toBe('Penalty Shootout');
    expect(screen.getByTestId('match-result').textContent).toBe('3–2 on penalties');
  });

  it('a match that went to extra time says so under the score, and in full for screen readers', () => {
    vi.setSystemTime(KICK_OFF + 200 * 60_000);
    const played = { status: 'FULL_TIME', homeScore: 1, awayScore: 1, homePenaltyScore: 5, awayPenaltyScore: 4 };
    renderWithApp(<MatchHeader fixture={fixture({ ...played, extraTime: true })} events={[]} isAdmin={false} />);
    expect(screen.getByTestId('match-result').textContent).toBe('After extra time, 5–4 on penalties');
    expect(screen.getByText('1–1 (a.e.t.), 5–4 on penalties')).toBeTruthy();
  });
});
