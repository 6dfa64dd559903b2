import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tieBreakCriteria } from '../../../../shared/domain/formats';
import type { CompetitionRead } from '../../../../shared/schemas/competition-read';
import { localDb } from '../../../db/local-db';
import { renderWithApp } from '../../../test-utils';
import { json, stubFetch } from '../../auth/test-fetch';
import { CompetitionTab } from './competition-tab';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../../app/toasts', () => ({ toast }));

const row = (id: string, position: number, decidedBy: string | null, byLots = false) => ({
  position,
  team: { id, name: id.toUpperCase(), logo: null },
  played: 3,
  won: 1,
  drawn: 0,
  lost: 2,
  goalsFor: 2,
  goalsAgainst: 2,
  goalDifference: 0,
  points: 3,
  decidedBy,
  byLots,
  qualification: null,
});

/** Group A: every team level, in name order; group B ordered by points, on its own order. */
const competition = (complete = true): CompetitionRead => ({
  format: { kind: 'groups-knockout', rounds: 1, advance: 1, thirdPlace: false },
  tieBreak: { preset: 'standard', criteria: tieBreakCriteria('standard') },
  groups: [
    {
      name: 'A',
      complete,
      criteria: tieBreakCriteria('standard'),
      rows: [row('a1', 1, 'name'), row('a2', 2, 'name'), row('a3', 3, null)],
    },
    {
      name: 'B',
      complete,
      criteria: tieBreakCriteria('head-to-head-first', { fairPlay: true }),
      rows: [row('b1', 1, 'points'), row('b2', 2, null)],
    },
  ],
  bracket: null,
});

function server() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  stubFetch(async (request) => {
    const path = new URL(request.url).pathname;
    const body = request.method === 'GET' ? undefined : await request.json();
    calls.push({ method: request.method, path, body });
    if (path.endsWith('/format/lots')) {
      return json(201, { status: 'success', message: 'Drawing of lots recorded.', data: body });
    }
    return json(200, { status: 'success', message: 'Tie-break order set.', data: {} });
  });
  return calls;
}

const show = (props: { isOwner: boolean; complete?: boolean }) =>
  renderWithApp(<CompetitionTab tournamentId="t1" competition={competition(props.complete)} isOwner={props.isOwner} />);

beforeEach(async () => {
  await Promise.all(localDb.tables.map((table) => table.clear()));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('CompetitionTab', () => {
  it("shows each group's order and sets another for that group", async () => {
    const calls = server();
    const user = userEvent.setup();
    show({ isOwner: false });
    const groupA = screen.getByRole('region', { name: 'Group A' });
    const groupB = screen.getByRole('region', { name: 'Group B' });
    expect(within(groupB).getByLabelText('Tie-break order')).toHaveProperty('value', 'head-to-head-first+fair-play');
    expect(within(groupA).getAllByText('Level on everything')).toHaveLength(3);
    expect(within(groupB).queryByText('Level on everything')).toBeNull();

    await user.selectOptions(within(groupA).getByLabelText('Tie-break order'), 'head-to-head-first');
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Group A now follows this tie-break order.'));
    expect(calls).toContainEqual({
      method: 'PUT',
      path: '/api/tournaments/t1/format/tie-break',
      body: { group: 'A', preset: 'head-to-head-first', fairPlay: false },
    });
    // Only the admin draws lots.
    expect(screen.queryByRole('button', { name: /Record drawing of lots/ })).toBeNull();
  });

  it('lets the admin put the level teams in the order drawn and record it', async () => {
    const calls = server();
    const user = userEvent.setup();
    show({ isOwner: true });
    await user.click(screen.getByRole('button', { name: 'Record drawing of lots (places 1–3)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Drawing of lots, Group A' });
    expect(within(dialog).getByRole('button', { name: 'Move A1 up' })).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('button', { name: 'Move A3 up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move A3 up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move A1 down' }));
    const order = within(within(dialog).getByRole('list', { name: 'Order drawn' })).getAllByRole('listitem');
    expect(order.map((item) => item.textContent)).toEqual([
      expect.stringContaining('A3'),
      expect.stringContaining('A2'),
      expect.stringContaining('A1'),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Save drawn order' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Drawing of lots recorded.'));
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/tournaments/t1/format/lots',
      body: { group: 'A', teamIds: ['a3', 'a2', 'a1'] },
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says lots wait for the group to be complete', () => {
    server();
    show({ isOwner: true, complete: false });
    expect(screen.queryByRole('button', { name: /Record drawing of lots/ })).toBeNull();
    expect(screen.getAllByText('Lots are drawn once every match of the group is finished.')).toHaveLength(1);
  });

  it('ranks the best-placed and lets the admin draw lots between those level, once every group is complete', async () => {
    const calls = server();
    const user = userEvent.setup();
    const third = (id: string, position: number, decidedBy: string | null, group: string) => ({
      ...row(id, position, decidedBy),
      group,
    });
    const bestPlaced = (complete: boolean) => ({
      position: 2,
      places: 1,
      complete,
      rows: [third('a2', 1, 'name', 'A'), third('b2', 2, null, 'B')],
    });
    const { unmount } = renderWithApp(
      <CompetitionTab
        tournamentId="t1"
        competition={{ ...competition(false), bestPlaced: bestPlaced(false) }}
        isOwner
      />,
    );
    const ranking = screen.getByRole('region', { name: 'Ranking of runners-up' });
    expect(within(ranking).getByText('The best one goes through.')).toBeTruthy();
    expect(within(ranking).getByText('Lots are drawn once every match of every group is finished.')).toBeTruthy();
    unmount();

    renderWithApp(
      <CompetitionTab tournamentId="t1" competition={{ ...competition(true), bestPlaced: bestPlaced(true) }} isOwner />,
    );
    const complete = screen.getByRole('region', { name: 'Ranking of runners-up' });
    await user.click(within(complete).getByRole('button', { name: 'Record drawing of lots (places 1–2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Drawing of lots, best-placed teams' });
    await user.click(within(dialog).getByRole('button', { name: 'Move B2 up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save drawn order' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Drawing of lots recorded.'));
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/tournaments/t1/format/lots',
      body: { group: 'best-placed', teamIds: ['b2', 'a2'] },
    });
  });
});
