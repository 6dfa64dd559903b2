import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { json, stubFetch } from '../../auth/test-fetch';
import CreateTeamPage from './create-team-page';

vi.mock('../../../app/toasts', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => vi.unstubAllGlobals());

/** Fills the form and creates "Kochi"; the server then lists no players to add. */
async function createKochi() {
  stubFetch(async (request) =>
    request.url.includes('teams/create')
      ? json(201, { status: 'success', data: { id: 'team1', name: 'Kochi', logo: null, abbreviation: 'KB' } })
      : json(200, { status: 'success', data: [] }),
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Team name/), 'Kochi');
  await user.type(screen.getByLabelText(/^Description/), 'Club');
  await user.type(screen.getByLabelText(/^Abbreviation/), 'KB');
  await user.click(screen.getByRole('button', { name: 'Create Team' }));
}

describe('CreateTeamPage', () => {
  it('leads back to the tournament whose Add Teams list sent the organiser, to add the new team', async () => {
    renderWithApp(<CreateTeamPage />, {
      route: { pathname: '/mytournaments/create-team', state: { forTournament: { id: 't1', name: 'Kerala Cup' } } },
    });
    await createKochi();
    const back = await screen.findByRole('link', { name: 'Back to Kerala Cup' });
    expect(back.getAttribute('href')).toBe('/mytournaments/t1?tab=teams');
  });

  it('ends on the team page when opened on its own', async () => {
    renderWithApp(<CreateTeamPage />, { route: '/mytournaments/create-team' });
    await createKochi();
    expect((await screen.findByRole('link', { name: 'Done' })).getAttribute('href')).toBe('/teamdetails/team1');
  });
});
