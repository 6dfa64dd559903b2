import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { todayIn } from '../../shared/domain/tournament-period';
import type { FixtureSummary } from '../../shared/schemas/reads';
import { renderWithApp } from '../test-utils';
import { FixtureCard } from './fixture-card';
import { TeamCard } from './team-card';

const fixture = (over: Partial<FixtureSummary>): FixtureSummary => ({
  id: 'f1',
  tournamentId: 't1',
  timeZone: 'Asia/Kolkata',
  matchType: 'League',
  date: '2025-11-22T10:00:00.000Z',
  venue: '',
  status: 'SCHEDULED',
  homeTeamId: 'h',
  awayTeamId: 'a',
  homeTeam: { id: 'h', name: 'Kochi Blasters', logo: null },
  awayTeam: { id: 'a', name: 'Royal Challengers Football Club', logo: null },
  homeScore: 2,
  awayScore: 1,
  homePenaltyScore: null,
  awayPenaltyScore: null,
  ...over,
});

describe('FixtureCard', () => {
  it('shows VS, the default venue and the kick-off in the tournament zone before the match', () => {
    const thisYear = todayIn('Asia/Kolkata').slice(0, 4);
    renderWithApp(
      <FixtureCard fixture={fixture({ date: `${thisYear}-11-22T10:00:00.000Z` })} timeZone="Asia/Kolkata" />,
    );
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/tournaments/team/players/f1');
    expect(link.textContent).toContain('VS');
    expect(link.textContent).toContain('Scheduled');
    expect(link.textContent).toContain('Venue: Main Arena');
    expect(link.textContent).toContain('22 Nov, 15:30 (Asia/Kolkata)');
  });

  it('shows the score of a finished or live match', () => {
    renderWithApp(<FixtureCard fixture={fixture({ status: 'SECOND_HALF' })} timeZone="UTC" />);
    expect(screen.getByRole('link').textContent).toContain('2–1');
    expect(screen.getByRole('link').textContent).toContain('Match Live');
  });

  it("shows a live match's minute from its scorer's clock in place of the kick-off, and the kick-off without one", () => {
    const runningSince = new Date(Date.now() - 7 * 60_000).toISOString();
    const { unmount } = renderWithApp(
      <FixtureCard
        fixture={fixture({ status: 'SECOND_HALF', clock: { runningSince, elapsedMs: 60 * 60_000 } })}
        timeZone="Asia/Kolkata"
        timeOnly
      />,
    );
    expect(screen.getByTestId('card-minute').textContent).toBe("67'");
    expect(screen.getByRole('link').textContent).not.toContain('15:30');
    unmount();

    renderWithApp(
      <FixtureCard fixture={fixture({ status: 'SECOND_HALF', clock: null })} timeZone="Asia/Kolkata" timeOnly />,
    );
    expect(screen.queryByTestId('card-minute')).toBeNull();
    expect(screen.getByRole('link').textContent).toContain('15:30');
  });

  it('says only the time and leaves the venue out under a heading that names the day and venue', () => {
    renderWithApp(<FixtureCard fixture={fixture({})} timeZone="Asia/Kolkata" timeOnly withVenue={false} />);
    const card = screen.getByRole('link').textContent ?? '';
    expect(card).toContain('15:30');
    expect(card).not.toContain('Sat 22 Nov');
    expect(card).not.toContain('Venue');
  });

  it("names a cup match's round and a group match's group beside its status, and nothing for a league match", () => {
    renderWithApp(
      <>
        <FixtureCard
          fixture={fixture({ id: 'qf', status: 'FIRST_HALF', stage: 'knockout', bracketMatch: 'QF2' })}
          timeZone="UTC"
        />
        <FixtureCard fixture={fixture({ id: 'ga', stage: 'A', bracketMatch: null })} timeZone="UTC" />
        <FixtureCard fixture={fixture({ id: 'lg', stage: 'league', bracketMatch: null })} timeZone="UTC" />
      </>,
    );
    const [cup, group, league] = screen.getAllByRole('link');
    expect(cup?.textContent).toContain('Quarter-finals');
    expect(group?.textContent).toContain('Group A');
    expect(league?.querySelector('[data-testid="fixture-stage"]')).toBeNull();
  });

  it('says a shootout result under the score', () => {
    renderWithApp(
      <FixtureCard
        fixture={fixture({ status: 'FULL_TIME', homeScore: 2, awayScore: 2, homePenaltyScore: 4, awayPenaltyScore: 3 })}
        timeZone="UTC"
      />,
    );
    // The score is above it: under it, only what the result adds.
    expect(screen.getByTestId('fixture-result').textContent).toBe('4–3 on penalties');
  });

  it('says nothing of extra time while it is played: the score is not yet "after" it', () => {
    const { unmount } = renderWithApp(
      <FixtureCard
        fixture={fixture({ status: 'EXTRA_TIME', homeScore: 2, awayScore: 2, extraTime: true })}
        timeZone="UTC"
      />,
    );
    expect(screen.queryByTestId('fixture-result')).toBeNull();
    expect(screen.getByRole('link').textContent).toContain('2–2');
    unmount();
    // Extra time is over once the shootout has started.
    const shootout = { status: 'EXTRA_TIME', homeScore: 2, awayScore: 2, extraTime: true, shootout: true };
    renderWithApp(<FixtureCard fixture={fixture(shootout)} timeZone="UTC" />);
    expect(screen.getByTestId('fixture-result').textContent).toBe('After extra time, 0–0 on penalties');
  });

  it('says a match went to extra time, and reads a saved card without the field as regular time', () => {
    const played = { status: 'FULL_TIME', homeScore: 2, awayScore: 2, homePenaltyScore: 4, awayPenaltyScore: 3 };
    const { unmount } = renderWithApp(<FixtureCard fixture={fixture({ ...played, extraTime: true })} timeZone="UTC" />);
    expect(screen.getByTestId('fixture-result').textContent).toBe('After extra time, 4–3 on penalties');
    unmount();
    renderWithApp(
      <FixtureCard fixture={fixture({ status: 'FULL_TIME', homeScore: 3, awayScore: 1 })} timeZone="UTC" />,
    );
    expect(screen.queryByTestId('fixture-result')).toBeNull();
    expect(screen.getByRole('link').textContent).not.toContain('extra time');
  });

  it('cuts a long team name to two words but keeps the full name for screen readers', () => {
    renderWithApp(<FixtureCard fixture={fixture({})} timeZone="UTC" />);
    expect(screen.getByText('Royal Challengers…')).toBeTruthy();
    expect(screen.getByText('Royal Challengers Football Club')).toBeTruthy();
  });
});

describe('TeamCard', () => {
  it('links to the team page and shows initials without a logo', () => {
    renderWithApp(<TeamCard team={{ id: 'h', name: 'Kochi Blasters', logo: null }} />);
    expect(screen.getByRole('link', { name: 'Kochi Blasters' }).getAttribute('href')).toBe('/teamdetails/h');
    expect(screen.getByText('KB')).toBeTruthy();
  });
});
