import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMessages } from '../../../../shared/domain/formats';
import type { TournamentDetail } from '../../../../shared/schemas/reads';
import { renderWithApp } from '../../../test-utils';
import { json, stubFetch } from '../../auth/test-fetch';
import { FormatBuilder } from './format-builder';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../../app/toasts', () => ({ toast }));

const teams = ['Kochi', 'Tigers', 'Gulls', 'Hawks', 'Otters', 'Wolves', 'Lions', 'Bears'].map((name, i) => ({
  id: `t${i + 1}`,
  name,
  logo: null,
}));
const tournament = {
  id: 'cup',
  name: 'Kerala Cup',
  startDate: '2026-06-01',
  endDate: '2026-06-10',
  teams,
  fixtures: [],
} as unknown as TournamentDetail;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('FormatBuilder', () => {
  it('sets groups by hand with live counts, and waits for groups of 3 to 5 before it can be sent', async () => {
    const user = userEvent.setup();
    renderWithApp(<FormatBuilder tournament={tournament} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'How groups are made' }), 'hand');
    expect(screen.getByText('Teams per group: Group A: 4 · Group B: 4')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Set format' });
    expect(submit).toHaveProperty('disabled', false);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Group of Kochi' }), '1');
    expect(screen.getByText('Teams per group: Group A: 3 · Group B: 5')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group of Gulls' }), '1');
    expect(screen.getByText('Teams per group: Group A: 2 · Group B: 6')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Every group needs 3 to 5 teams.');
    expect(submit).toHaveProperty('disabled', true);
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Group of Kochi' }), '0');
    expect(submit).toHaveProperty('disabled', false);
    const semiFinals = within(screen.getByRole('list', { name: 'Semi-finals' })).getAllByRole('listitem');
    expect(semiFinals.map((item) => item.textContent)).toEqual([
      'SF1 Winner of Group A v Runner-up of Group B',
      'SF2 Winner of Group B v Runner-up of Group A',
    ]);
  });

  it('says when every team goes through, so the groups would knock no one out', async () => {
    const user = userEvent.setup();
    renderWithApp(<FormatBuilder tournament={tournament} />);
    const preview = screen.getByRole('region', { name: 'Preview' });
    const warning = 'Every team goes through to the knockout: the group matches decide only who meets whom.';
    expect(within(preview).queryByText(new RegExp(warning))).toBeNull();
    // Two groups of four: the top three of each and the two best fourths are all eight teams.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Teams through from each group' }), '3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Best-placed teams through' }), '2');
    expect(within(preview).getByText(new RegExp(warning))).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Best-placed teams through' }), '1');
    expect(within(preview).queryByText(new RegExp(warning))).toBeNull();
  });

  it("spaces a day's kick-offs when asked, and refuses a last kick-off past midnight on its field", async () => {
    let body: { schedule?: object } = {};
    stubFetch(async (request) => {
      body = await request.json();
      return json(400, { status: 'error', message: 'No.' });
    });
    const user = userEvent.setup();
    renderWithApp(<FormatBuilder tournament={tournament} />);
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).queryByText(/kick-offs from/)).toBeNull();
    const gap = screen.getByRole('combobox', { name: 'Time between kick-offs on a day' });
    expect(gap).toHaveProperty('value', '0');
    // Two groups of four: four matches on each group matchday, 70 minutes apart from 10:00.
    await user.selectOptions(gap, '70');
    expect(within(preview).getByText('On the busiest day, kick-offs from 10:00 to 13:30.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Kick-off time/), { target: { value: '21:00' } });
    expect(screen.getByText(formatMessages.changes.pastMidnight)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set format' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText(/Kick-off time/), { target: { value: '19:30' } });
    expect(screen.queryByText(formatMessages.changes.pastMidnight)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Set format' }));
    await screen.findByRole('alert');
    expect(body.schedule).toMatchObject({ time: '19:30', minutesBetween: 70 });
  });

  it("shows the server's refusal on the form and keeps the choices", async () => {
    let body: unknown;
    stubFetch(async (request) => {
      body = await request.json();
      return json(400, { status: 'error', message: 'The seeds must list every team of the tournament once.' });
    });
    const user = userEvent.setup();
    renderWithApp(<FormatBuilder tournament={tournament} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Format' }), 'knockout');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Seeding order' }), 'hand');
    await user.click(screen.getByRole('button', { name: 'Move Tigers up' }));
    const [first] = within(screen.getByRole('list', { name: 'Seeding order' })).getAllByRole('listitem');
    expect(first?.textContent).toMatch(/^1\. Tigers/);
    await user.click(screen.getByRole('button', { name: 'Set format' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The seeds must list every team of the tournament once.',
    );
    expect(body).toMatchObject({
      format: { kind: 'knockout', thirdPlace: false },
      seeds: ['t2', 't1', 't3', 't4', 't5', 't6', 't7', 't8'],
      confirm: false,
    });
    expect(screen.getByRole('combobox', { name: 'Seeding order' })).toHaveProperty('value', 'hand');
    expect(toast.success).not.toHaveBeenCalled();
  });
});
