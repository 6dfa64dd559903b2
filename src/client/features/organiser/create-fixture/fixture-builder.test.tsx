import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TournamentDetail } from '../../../../shared/schemas/reads';
import { renderWithApp } from '../../../test-utils';
import { json, stubFetch } from '../../auth/test-fetch';
import { FixtureBuilder } from './fixture-builder';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../../app/toasts', () => ({ toast }));
vi.mock('../api', async (original) => ({
  ...(await original<typeof import('../api')>()),
  refreshTournament: vi.fn(async () => {}),
}));

const tournament = {
  id: 't1',
  name: 'Kerala Cup',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  teams: [
    { id: 'a', name: 'Kochi Blasters', logo: null },
    { id: 'b', name: 'Blue Tigers', logo: null },
  ],
  fixtures: [],
} as unknown as TournamentDetail;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function fillCard(user: ReturnType<typeof userEvent.setup>, card: HTMLElement) {
  await user.selectOptions(within(card).getByLabelText('Home team'), 'a');
  await user.type(within(card).getByLabelText('Date'), '2026-02-01');
  await user.type(within(card).getByLabelText('Time'), '10:00');
}

describe('FixtureBuilder', () => {
  it('keeps the last card and checks every field before submitting', async () => {
    const user = userEvent.setup();
    renderWithApp(<FixtureBuilder tournament={tournament} />);
    await user.click(screen.getByRole('button', { name: 'Delete fixture 1' }));
    expect(toast.info).toHaveBeenCalledWith('At least one fixture is required');
    await user.click(screen.getByRole('button', { name: 'Submit Fixtures' }));
    expect(toast.error).toHaveBeenCalledWith('Please fill all fields for every fixture!');
  });

  it('shows what a refused submit found on the fields themselves, each clearing once fixed', async () => {
    const user = userEvent.setup();
    renderWithApp(<FixtureBuilder tournament={tournament} />);
    const card = screen.getByRole('region', { name: 'Fixture 1' });
    expect(within(card).queryByText('Time is required')).toBeNull();
    await fillCard(user, card);
    await user.click(screen.getByRole('button', { name: 'Submit Fixtures' }));
    const away = within(card).getByLabelText('Away team');
    expect(away.getAttribute('aria-invalid')).toBe('true');
    expect(within(card).getByText('Away team is required')).toBeTruthy();
    expect(within(card).getByLabelText('Time').getAttribute('aria-invalid')).not.toBe('true');
    await user.selectOptions(away, 'b');
    expect(within(card).queryByText('Away team is required')).toBeNull();
  });

  it("starts its first card with the match-team picker's two teams, when both take part", () => {
    const { unmount } = renderWithApp(
      <FixtureBuilder tournament={tournament} picked={{ homeTeam: 'a', awayTeam: 'b' }} />,
    );
    const card = screen.getByRole('region', { name: 'Fixture 1' });
    expect((within(card).getByLabelText('Home team') as HTMLSelectElement).value).toBe('a');
    expect((within(card).getByLabelText('Away team') as HTMLSelectElement).value).toBe('b');
    unmount();
    renderWithApp(<FixtureBuilder tournament={tournament} picked={{ homeTeam: 'a', awayTeam: 'gone' }} />);
    expect((screen.getByLabelText('Home team') as HTMLSelectElement).value).toBe('');
  });

  it('does not offer the home team as away team', async () => {
    const user = userEvent.setup();
    renderWithApp(<FixtureBuilder tournament={tournament} />);
    const card = screen.getByRole('region', { name: 'Fixture 1' });
    await user.selectOptions(within(card).getByLabelText('Home team'), 'a');
    const away = within(card).getByLabelText('Away team');
    expect(within(away).queryByRole('option', { name: 'Kochi Blasters' })).toBeNull();
    expect(within(away).getByRole('option', { name: 'Blue Tigers' })).toBeTruthy();
  });

  it('asks before deleting a card and refuses duplicates', async () => {
    const user = userEvent.setup();
    renderWithApp(<FixtureBuilder tournament={tournament} />);
    await user.click(screen.getByRole('button', { name: 'Add Fixture' }));
    for (const name of ['Fixture 1', 'Fixture 2']) {
      const card = screen.getByRole('region', { name });
      await fillCard(user, card);
      await user.selectOptions(within(card).getByLabelText('Away team'), 'b');
    }
    await user.click(screen.getByRole('button', { name: 'Submit Fixtures' }));
    expect(toast.error).toHaveBeenCalledWith(
      'Duplicate fixtures detected! Please remove duplicates before submitting.',
    );

    await user.click(screen.getByRole('button', { name: 'Delete fixture 2' }));
    expect(await screen.findByText('Are you sure you want to delete this fixture?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Fixture 2' })).toBeNull());
  });

  it('submits the container, says so, then resets to one blank card', async () => {
    let body: unknown;
    stubFetch(async (request) => {
      body = await request.json();
      return json(201, { status: 'success', data: { containerId: 'c', fixtureIds: ['f'] } });
    });
    const user = userEvent.setup();
    renderWithApp(<FixtureBuilder tournament={tournament} />);
    const card = screen.getByRole('region', { name: 'Fixture 1' });
    await fillCard(user, card);
    await user.selectOptions(within(card).getByLabelText('Away team'), 'b');
    await user.click(within(card).getByRole('button', { name: 'Save Changes' }));
    expect(within(card).getByText('Kochi Blasters vs Blue Tigers')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit Fixtures' }));

    await screen.findByRole('button', { name: 'Submitted!' });
    expect(screen.getByText('Success! Fixtures have been created successfully.')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Fixtures created successfully!', 3000);
    expect(body).toEqual({
      tournamentId: 't1',
      matchType: 'League',
      subfixtures: [
        { homeTeam: 'a', awayTeam: 'b', matchDate: '2026-02-01', time: '10:00', venue: 'Main Arena', status: '' },
      ],
    });
    await screen.findByRole('button', { name: 'Submit Fixtures' }, { timeout: 3000 });
    expect(within(screen.getByRole('region', { name: 'Fixture 1' })).getByLabelText('Home team')).toHaveProperty(
      'value',
      '',
    );
  });

  it('leaves out of a round robin the pairings that already have a fixture, and says so', async () => {
    const played = { homeTeamId: 'a', awayTeamId: 'b', status: 'SCHEDULED' };
    const user = userEvent.setup();
    renderWithApp(<FixtureBuilder tournament={{ ...tournament, fixtures: [played] } as TournamentDetail} />);
    await user.click(screen.getByRole('button', { name: 'Generate round robin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate round robin' });
    const nothingNew = 'Every pairing already has a fixture, so there is nothing new to generate.';
    expect(within(dialog).getByText(nothingNew)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/First matchday/), '2026-03-01');
    await user.click(within(dialog).getByRole('button', { name: 'Generate fixtures' }));
    // Nothing new: the dialog stays, says so as an alert, and the cards are untouched.
    expect(within(dialog).getByRole('alert').textContent).toBe(nothingNew);
    expect(toast.info).not.toHaveBeenCalled();
    expect(screen.getByText('1 fixture')).toBeTruthy();

    await user.selectOptions(within(dialog).getByLabelText('Rounds'), '2');
    expect(within(dialog).getByText('1 pairing already has a fixture and will be left out.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Generate fixtures' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.info).toHaveBeenCalledWith(
      '1 fixture generated. Check them, then submit. 1 pairing already has a fixture and was left out.',
    );
    const card = screen.getByRole('region', { name: 'Fixture 1' });
    expect(within(card).getByText('Blue Tigers vs Kochi Blasters')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Fixture 2' })).toBeNull();
  });
});
