import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { todayIn } from '../../../shared/domain/tournament-period';
import type { FixtureSummary, TeamDetail } from '../../../shared/schemas/reads';
import { renderWithApp } from '../../test-utils';
import { TeamTabs } from './team-tabs';

const tournament = (id: string, name: string) => ({
  id,
  name,
  logo: null,
  startDate: '2026-11-01',
  endDate: '2026-12-31',
  timeZone: 'Asia/Kolkata',
});

const fixture = (
  id: string,
  tournamentId: string,
  status: string,
  date = '2026-11-20T10:00:00.000Z',
): FixtureSummary => ({
  id,
  tournamentId,
  timeZone: 'Asia/Kolkata',
  matchType: 'League',
  date,
  venue: 'Main Arena',
  status,
  homeTeamId: 't1',
  awayTeamId: 't2',
  homeTeam: { id: 't1', name: 'Marsh Albion', logo: null },
  awayTeam: { id: 't2', name: 'Delta United', logo: null },
  homeScore: 0,
  awayScore: 0,
  homePenaltyScore: null,
  awayPenaltyScore: null,
});

const team: TeamDetail = {
  id: 't1',
  name: 'Marsh Albion',
  logo: null,
  description: 'Saturday side',
  abbreviation: 'MAL',
  managerId: 'manager',
  members: [],
  homeFixtures: [fixture('f1', 'played-cup', 'FULL_TIME'), fixture('f2', 'coming-cup', 'SCHEDULED')],
  awayFixtures: [],
  tournaments: [tournament('played-cup', 'Estuary Shield'), tournament('coming-cup', 'Winter Cup')],
};

describe('TeamTabs', () => {
  it('offers the manager Withdraw only from a tournament the team has not played in yet', async () => {
    renderWithApp(<TeamTabs team={team} isManager userId={null} />, { route: '/?tab=tournaments' });
    expect(await screen.findByRole('button', { name: 'Withdraw from tournament: Winter Cup' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw from tournament: Estuary Shield' })).toBeNull();
  });

  it("names each match's tournament: a team plays in several", () => {
    const groups: TeamDetail = {
      ...team,
      homeFixtures: team.homeFixtures.map((f) => ({ ...f, stage: 'C' })),
    };
    renderWithApp(<TeamTabs team={groups} isManager={false} userId={null} />, { route: '/?tab=fixtures' });
    const stages = screen.getAllByTestId('fixture-stage').map((line) => line.textContent);
    expect(stages.sort()).toEqual(['Estuary Shield · Group C', 'Winter Cup · Group C']);
  });

  it('lists the match being played first, then the others by kick-off', () => {
    const season: TeamDetail = {
      ...team,
      homeFixtures: [
        fixture('early', 'played-cup', 'FULL_TIME', '2026-11-01T10:00:00.000Z'),
        fixture('later', 'played-cup', 'SCHEDULED', '2026-11-28T10:00:00.000Z'),
      ],
      awayFixtures: [
        fixture('now', 'played-cup', 'SECOND_HALF', '2026-11-20T10:00:00.000Z'),
        fixture('middle', 'played-cup', 'FULL_TIME', '2026-11-10T10:00:00.000Z'),
      ],
    };
    renderWithApp(<TeamTabs team={season} isManager={false} userId={null} />, { route: '/?tab=fixtures' });
    const cards = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/tournaments/team/players/'));
    expect(cards.map((card) => card.getAttribute('href')?.split('/').pop())).toEqual([
      'now',
      'early',
      'middle',
      'later',
    ]);
  });

  it("names the year of a match's date outside this year, and not this year's", () => {
    const thisYear = Number(todayIn('Asia/Kolkata').slice(0, 4));
    const season: TeamDetail = {
      ...team,
      homeFixtures: [
        fixture('last-year', 'played-cup', 'FULL_TIME', `${thisYear - 1}-06-15T10:00:00.000Z`),
        fixture('this-year', 'coming-cup', 'SCHEDULED', `${thisYear}-06-15T10:00:00.000Z`),
      ],
    };
    renderWithApp(<TeamTabs team={season} isManager={false} userId={null} />, { route: '/?tab=fixtures' });
    const text = (id: string) =>
      screen.getAllByRole('link').find((link) => link.getAttribute('href') === `/tournaments/team/players/${id}`)
        ?.textContent;
    expect(text('last-year')).toContain(`15 Jun ${thisYear - 1}, 15:30 (Asia/Kolkata)`);
    expect(text('this-year')).toContain('15 Jun, 15:30 (Asia/Kolkata)');
  });
});
