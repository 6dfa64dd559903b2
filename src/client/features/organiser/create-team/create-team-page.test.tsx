import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { json, stubFetch } from '../../auth/test-fetch';
import CreateTeamPage from './create-team-page';

vi.mock('../../../app/toasts', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => vi.unstubAllGlobals());

/** Fills the form and creates "Kochi"; the server then lists no players to add. Answers the calls made. */
async function createKochi() {
  const calls: string[] = [];
  stubFetch(async (request) => {
    calls.push(`${request.method} ${new URL(request.url).pathname} ${await request.clone().text()}`);
    if (request.url.includes('teams/create'))
      return json(201, { status: 'success', data: { id: 'team1', name: 'Kochi', logo: null, abbreviation: 'KB' } });
    if (request.url.includes('tournaments/add-team'))
      return json(200, { status: 'success', data: { status: 'accepted' } });
    return json(200, { status: 'success', data: [] });
  });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Team name/), 'Kochi');
  await user.type(screen.getByLabelText(/^Description/), 'Club');
  await user.type(screen.getByLabelText(/^Abbreviation/), 'KB');
  await user.click(screen.getByRole('button', { name: 'Create Team' }));
  return calls;
}

describe('CreateTeamPage', () => {
  it('adds the new team to the tournament whose Add Teams list sent the organiser, and leads back there', async () => {
    renderWithApp(<CreateTeamPage />, {
      route: { pathname: '/mytournaments/create-team', state: { forTournament: { id: 't1', name: 'Kerala Cup' } } },
    });
    const calls = await createKochi();
    const back = await screen.findByRole('link', { name: 'Back to Kerala Cup' });
    expect(back.getAttribute('href')).toBe('/mytournaments/t1?tab=teams');
    await vi.waitFor(() =>
      expect(calls).toContain('POST /api/tournaments/add-team {"tournamentId":"t1","teamId":"team1"}'),
    );
  });

  it('ends on the team page when opened on its own', async () => {
    renderWithApp(<CreateTeamPage />, { route: '/mytournaments/create-team' });
    const calls = await createKochi();
    expect((await screen.findByRole('link', { name: 'Done' })).getAttribute('href')).toBe('/teamdetails/team1');
    expect(calls.some((call) => call.includes('add-team'))).toBe(false);
  });
});
