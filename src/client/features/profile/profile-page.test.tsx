import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session';
import { renderWithApp } from '../../test-utils';
import { json, stubFetch } from '../auth/test-fetch';
import ProfilePage from './profile-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../app/toasts', () => ({ toast }));

const profile = {
  id: 'u1',
  name: 'Anu Thomas',
  phoneNumber: '+919000000001',
  position: 'STRIKER',
  image: null,
  email: 'anu@example.com',
  dob: null,
  gender: null,
  primaryPosition: 'STRIKER',
  preferredFoot: null,
  city: null,
  message: null,
  teams: [],
  playerStats: [{ appearances: 7, goals: 5, assists: 2, goalSaves: 0, goalsSaved: 1, redCards: 0, yellowCards: 3 }],
};

const signIn = () =>
  useSession.getState().signIn({
    accessToken: 'a',
    refreshToken: 'r',
    expiresIn: 86_400,
    user: { id: 'u1', name: 'Anu Thomas', phoneNumber: '+919000000001', image: null },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  useSession.getState().signOut();
});

describe('ProfilePage', () => {
  it("says 'No data available' with a way to log in when logged out", () => {
    renderWithApp(<ProfilePage />);
    expect(screen.getByText('No data available')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('shows the player card, tiles and counters, and the Edit Profile dialog', async () => {
    signIn();
    stubFetch(async (request) =>
      new URL(request.url).pathname === '/api/auth/getProfile'
        ? json(200, { status: 'success', data: profile })
        : json(200, { status: 'success', data: [] }),
    );
    renderWithApp(<ProfilePage />);
    expect(await screen.findByRole('heading', { name: 'Anu Thomas' })).toBeTruthy();
    expect(screen.getByText('Striker')).toBeTruthy();
    const stats = screen.getByRole('region', { name: 'Season statistics' });
    const expected: [string, string][] = [
      ['Appearances', '7'],
      ['Goals', '5'],
      ['Goal saved', '1'],
      ['Yellow Card', '3'],
    ];
    for (const [label, value] of expected) {
      expect(within(stats).getByText(label).closest('li')?.textContent).toContain(value);
    }
    expect(screen.getByRole('heading', { name: 'My Teams' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add Team' }));
    const addTeam = await screen.findByRole('dialog', { name: 'Add Team' });
    expect(within(addTeam).getByRole('button', { name: 'Create Team' })).toBeTruthy();
    await userEvent.setup().click(within(addTeam).getByRole('button', { name: 'Close dialog' }));

    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    expect(within(dialog).getByLabelText('Email').getAttribute('type')).toBe('email');
  });

  it('says so inline and in a toast when the profile cannot load', async () => {
    signIn();
    stubFetch(async () => json(500, { status: 'error', message: 'boom' }));
    renderWithApp(<ProfilePage />);
    expect(await screen.findByText('Failed to fetch player data')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Failed to load profile data. Please try again.');
  });
});
