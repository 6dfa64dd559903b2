import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test-utils';
import type { BracketMatchRead, BracketRead } from './bracket-layout';
import { BracketView } from './bracket-view';

const team = (id: string) => ({ team: { id, name: id, logo: null }, label: id });

/** Lions beat Bears on penalties in SF1; SF2 is on; the final waits for SF2's winner. */
const bracket: BracketRead = {
  rounds: [
    {
      round: 1,
      name: 'Semi-finals',
      matches: [
        {
          id: 'SF1',
          home: team('Lions'),
          away: team('Bears'),
          fixtureId: 'f-sf1',
          status: 'FULL_TIME',
          result: '2–2 (a.e.t.), 4–3 on penalties',
          winnerTeamId: 'Lions',
        },
        {
          id: 'SF2',
          home: team('Wolves'),
          away: team('Foxes'),
          fixtureId: 'f-sf2',
          status: 'SECOND_HALF',
          result: null,
          winnerTeamId: null,
        },
      ],
    },
    {
      round: 2,
      name: 'Final',
      matches: [
        {
          id: 'F',
          home: team('Lions'),
          away: { team: null, label: 'Winner of SF2' },
          fixtureId: null,
          status: null,
          result: null,
          winnerTeamId: null,
        },
      ],
    },
  ],
};

const match = (name: string) => screen.getByRole('article', { name });

describe('BracketView', () => {
  it('shows each match with its teams or placeholder, result, live status and a link to its match page', () => {
    renderWithApp(<BracketView bracket={bracket} />);
    const sf1 = match('SF1, Semi-finals');
    expect(within(sf1).getByTestId('bracket-result').textContent).toBe('2–2 (a.e.t.), 4–3 on penalties');
    expect(within(sf1).getByRole('button', { name: /^Lions\W+Winner$/ })).toBeTruthy();
    expect(within(sf1).getByRole('link', { name: 'Match page of SF1' }).getAttribute('href')).toBe(
      '/tournaments/team/players/f-sf1',
    );
    const sf2 = match('SF2, Semi-finals');
    expect(within(sf2).getByText('Match Live')).toBeTruthy();
    expect(within(sf2).queryByText('Not played yet')).toBeNull();
    const final = match('F, Final');
    expect(within(final).getByText('Winner of SF2')).toBeTruthy();
    expect(within(final).getByText('Not played yet')).toBeTruthy();
    expect(within(final).queryByRole('link')).toBeNull();
  });

  it("shows a match's score while it is played, from the tournament's fixtures, and its result once over", () => {
    const fixtures = [
      { id: 'f-sf1', status: 'FULL_TIME', homeScore: 2, awayScore: 2 },
      { id: 'f-sf2', status: 'SECOND_HALF', homeScore: 1, awayScore: 0 },
    ];
    renderWithApp(<BracketView bracket={bracket} fixtures={fixtures} />);
    const sf2 = match('SF2, Semi-finals');
    expect(within(sf2).getByTestId('bracket-live-score').textContent).toBe('Score now: 1–0');
    expect(within(sf2).queryByTestId('bracket-result')).toBeNull();
    const sf1 = match('SF1, Semi-finals');
    expect(within(sf1).queryByTestId('bracket-live-score')).toBeNull();
    expect(within(sf1).getByTestId('bracket-result').textContent).toBe('2–2 (a.e.t.), 4–3 on penalties');
    expect(within(match('F, Final')).queryByTestId('bracket-live-score')).toBeNull();
  });

  it('says which results and teams this phone worked out before the server confirmed them', () => {
    const [semis, finals] = bracket.rounds as [BracketRead['rounds'][number], BracketRead['rounds'][number]];
    const [sf1, sf2] = semis.matches as [BracketMatchRead, BracketMatchRead];
    const [final] = finals.matches as [BracketMatchRead];
    const scoredHere: BracketRead = {
      rounds: [
        {
          ...semis,
          matches: [sf1, { ...sf2, status: 'FULL_TIME', result: '1–0', winnerTeamId: 'Wolves', unconfirmed: true }],
        },
        { ...finals, matches: [{ ...final, away: { ...team('Wolves'), unconfirmed: true } }] },
      ],
    };
    renderWithApp(<BracketView bracket={scoredHere} />);
    expect(within(match('SF2, Semi-finals')).getByTestId('bracket-unconfirmed').textContent).toBe(
      'From this phone: waiting to sync',
    );
    expect(within(match('F, Final')).getByTestId('bracket-unconfirmed')).toBeTruthy();
    expect(within(match('SF1, Semi-finals')).queryByTestId('bracket-unconfirmed')).toBeNull();
  });

  it("highlights a tapped team's path, and clears it", () => {
    renderWithApp(<BracketView bracket={bracket} />);
    const onPath = () =>
      screen
        .getAllByTestId('bracket-match')
        .filter((card) => card.hasAttribute('data-on-path'))
        .map((card) => card.getAttribute('aria-label'));
    fireEvent.click(within(match('SF1, Semi-finals')).getByRole('button', { name: /Lions/ }));
    expect(onPath()).toEqual(['SF1, Semi-finals', 'F, Final']);
    expect(screen.getByText("Lions's path through the bracket is highlighted.")).toBeTruthy();
    expect(within(match('F, Final')).getByRole('button', { name: /Lions/ }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Clear path' }));
    expect(onPath()).toEqual([]);
  });

  it('opens a phone on the round being played, and another round at a tap', () => {
    renderWithApp(<BracketView bracket={bracket} />);
    const rounds = screen.getByRole('group', { name: 'Round shown' });
    const pressed = () =>
      within(rounds)
        .getAllByRole('button')
        .filter((b) => b.getAttribute('aria-pressed') === 'true')
        .map((b) => b.textContent);
    expect(pressed()).toEqual(['Semi-finals']);
    expect(screen.getByRole('region', { name: 'Semi-finals' }).hasAttribute('data-current')).toBe(true);
    fireEvent.click(within(rounds).getByRole('button', { name: 'Final' }));
    expect(pressed()).toEqual(['Final']);
    expect(screen.getByRole('region', { name: 'Final' }).hasAttribute('data-current')).toBe(true);
    expect(screen.getByRole('region', { name: 'Semi-finals' }).hasAttribute('data-current')).toBe(false);
  });

  it('follows the round being played as results come in, unless a round was picked', () => {
    const [semis, finals] = bracket.rounds as [BracketRead['rounds'][number], BracketRead['rounds'][number]];
    const quarterFinal = (id: string, winner: string | null): BracketMatchRead => ({
      id,
      home: team(`${id} home`),
      away: team(`${id} away`),
      fixtureId: `f-${id}`,
      status: winner ? 'FULL_TIME' : 'FIRST_HALF',
      result: winner ? '1–0' : null,
      winnerTeamId: winner,
    });
    const quarters = (decided: boolean): BracketRead['rounds'][number] => ({
      round: 0,
      name: 'Quarter-finals',
      matches: [quarterFinal('QF1', 'QF1 home'), quarterFinal('QF2', decided ? 'QF2 away' : null)],
    });
    const before: BracketRead = { rounds: [quarters(false), semis, finals] };
    const after: BracketRead = { rounds: [quarters(true), semis, finals] };
    const rounds = () => screen.getByRole('group', { name: 'Round shown' });
    const pressed = () =>
      within(rounds())
        .getAllByRole('button')
        .filter((b) => b.getAttribute('aria-pressed') === 'true')
        .map((b) => b.textContent);

    const untouched = renderWithApp(<BracketView bracket={before} />);
    expect(pressed()).toEqual(['Quarter-finals']);
    untouched.rerender(<BracketView bracket={after} />);
    expect(pressed()).toEqual(['Semi-finals']);
    expect(screen.getByRole('region', { name: 'Semi-finals' }).hasAttribute('data-current')).toBe(true);
    untouched.unmount();

    const picked = renderWithApp(<BracketView bracket={before} />);
    fireEvent.click(within(rounds()).getByRole('button', { name: 'Final' }));
    picked.rerender(<BracketView bracket={after} />);
    expect(pressed()).toEqual(['Final']);
  });
});
