import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompetitionRead } from '../../shared/schemas/competition-read';
import { renderWithApp } from '../test-utils';
import { GroupTables } from './group-tables';

type Row = CompetitionRead['groups'][number]['rows'][number];

const row = (position: number, name: string, over: Partial<Row> = {}): Row => ({
  position,
  team: { id: name, name, logo: null },
  played: 2,
  won: 1,
  drawn: 0,
  lost: 1,
  goalsFor: 3,
  goalsAgainst: 3,
  goalDifference: 0,
  points: 3,
  decidedBy: null,
  byLots: false,
  qualification: null,
  ...over,
});

const competition: Pick<CompetitionRead, 'groups' | 'tieBreak'> = {
  tieBreak: { preset: 'standard', criteria: ['points', 'goal-difference', 'goals-for', 'head-to-head', 'lots'] },
  groups: [
    {
      name: 'A',
      complete: true,
      rows: [
        row(1, 'Lions', { points: 6, qualification: 'through' }),
        row(2, 'Tigers', { qualification: 'through', byLots: true, decidedBy: 'lots' }),
        row(3, 'Bears', { points: 0, qualification: 'out', byLots: true }),
      ],
    },
    { name: 'B', complete: false, rows: [row(1, 'Wolves'), row(2, 'Foxes'), row(3, 'Owls')] },
  ],
};

describe('GroupTables', () => {
  it('marks through, out and lots in words a screen reader says, not by colour alone', () => {
    renderWithApp(<GroupTables competition={competition} />);
    const groupA = screen.getByRole('table', { name: 'Group A' });
    const rowOf = (team: string) => within(groupA).getByRole('row', { name: new RegExp(team) });
    expect(rowOf('Lions').textContent).toContain('Through to the knockout');
    expect(rowOf('Tigers').textContent).toContain('Place decided by drawing of lots');
    expect(rowOf('Bears').textContent).toContain('Out');
    // A row the server has not decided shows no mark.
    const groupB = screen.getByRole('table', { name: 'Group B' });
    expect(groupB.querySelectorAll('[data-mark]')).toHaveLength(0);
  });

  it('keeps P, GD and Pts in every group and says the tie-break order once, in words, with the key', () => {
    renderWithApp(<GroupTables competition={competition} />);
    expect(screen.getAllByRole('columnheader', { name: 'Pts' })).toHaveLength(2);
    expect(
      screen.getByText(
        'Order in each group: points, then goal difference, then goals scored, then the matches between the teams level (points, goal difference, goals), then a drawing of lots, when the organiser has recorded one. Teams level on all of these are listed by name.',
      ),
    ).toBeTruthy();
    const key = screen.getByRole('list', { name: 'Key to the marks' });
    expect(
      within(key)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['QThrough to the knockout', 'EOut', 'LPlace decided by drawing of lots']);
  });

  it('says each group’s order under its table when the organiser gave a group an order of its own', () => {
    const [a, b] = competition.groups as [CompetitionRead['groups'][number], CompetitionRead['groups'][number]];
    const ownOrder = ['points', 'head-to-head', 'goal-difference', 'goals-for', 'lots'];
    renderWithApp(
      <GroupTables
        competition={{
          ...competition,
          groups: [
            { ...a, criteria: competition.tieBreak.criteria },
            { ...b, criteria: ownOrder },
          ],
        }}
      />,
    );
    expect(screen.queryByText(/^Order in each group/)).toBeNull();
    expect(screen.getByText(/^Order in Group A: points, then goal difference, then goals scored/)).toBeTruthy();
    expect(
      screen.getByText(/^Order in Group B: points, then the matches between the teams level .*, then goal difference/),
    ).toBeTruthy();
  });

  it('lists a row’s marks: its qualification, then lots', () => {
    renderWithApp(<GroupTables competition={competition} />);
    const marks = (group: string, team: string) =>
      Array.from(
        within(screen.getByRole('table', { name: `Group ${group}` }))
          .getByRole('row', { name: new RegExp(team) })
          .querySelectorAll<HTMLElement>('[data-mark]'),
        (badge) => badge.dataset.mark,
      );
    // Bears: out, and placed by lots; Wolves: neither.
    expect(marks('A', 'Bears')).toEqual(['out', 'lots']);
    expect(marks('B', 'Wolves')).toEqual([]);
  });

  it('ranks the best-placed across the groups, each with its group, and says how many go through', () => {
    const third = (position: number, name: string, group: string, over: Partial<Row> = {}) => ({
      ...row(position, name, over),
      group,
    });
    renderWithApp(
      <GroupTables
        competition={{
          ...competition,
          bestPlaced: {
            position: 3,
            places: 1,
            complete: true,
            rows: [
              third(1, 'Owls', 'B', { qualification: 'through' }),
              third(2, 'Bears', 'A', { qualification: 'out' }),
            ],
          },
        }}
      />,
    );
    const ranking = screen.getByRole('table', { name: 'Ranking of third-placed teams' });
    const rowOf = (team: string) => within(ranking).getByRole('row', { name: new RegExp(team) });
    expect(rowOf('Owls').textContent).toContain('Group B');
    expect(rowOf('Owls').textContent).toContain('Through to the knockout');
    expect(rowOf('Bears').textContent).toContain('Group A');
    expect(rowOf('Bears').textContent).toContain('Out');
    expect(screen.getByText('The best one goes through.')).toBeTruthy();
  });

  it('shows no ranking where no best-placed team goes through', () => {
    renderWithApp(<GroupTables competition={{ ...competition, bestPlaced: null }} />);
    expect(screen.queryByRole('table', { name: /^Ranking of/ })).toBeNull();
  });
});
