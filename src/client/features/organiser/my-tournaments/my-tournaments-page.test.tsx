import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '../../../db/local-db';
import { useSession } from '../../../lib/session';
import { renderWithApp } from '../../../test-utils';
import { json, stubFetch } from '../../auth/test-fetch';
import MyTournamentsPage from './my-tournaments-page';

const cup = {
  id: 't1',
  name: 'Kerala Cup',
  description: 'Sevens',
  logo: null,
  startDate: '2026-01-10',
  endDate: '2026-01-12',
  timeZone: 'Asia/Kolkata',
  adminId: 'u1',
};

beforeEach(async () => {
  await Promise.all(localDb.tables.map((table) => table.clear()));
  useSession.getState().signIn({
    accessToken: 'a',
    refreshToken: 'r',
    expiresIn: 86_400,
    user: { id: 'u1', name: 'Ada', phoneNumber: '+15550100', image: null },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
});

describe('MyTournamentsPage', () => {
  it('shows the empty state, whose button opens the create form', async () => {
    stubFetch(async () => json(200, { status: 'success', data: [] }));
    renderWithApp(<MyTournamentsPage />);
    expect(await screen.findByText('It seems empty here...')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create Your First Tournament' }));
    expect(await screen.findByRole('dialog', { name: 'Create Tournament' })).toBeTruthy();
    expect(screen.getByLabelText(/^Tournament name/)).toBeTruthy();
  });

  it("lists my tournaments, each opening the organiser's page", async () => {
    stubFetch(async () => json(200, { status: 'success', data: [cup] }));
    renderWithApp(<MyTournamentsPage />);
    const card = await screen.findByRole('link', { name: /Kerala Cup/ });
    expect(card.getAttribute('href')).toBe('/mytournaments/t1');
    expect(screen.getByRole('button', { name: 'Create Tournament' })).toBeTruthy();
  });

  it('groups my tournaments: on now first, then coming up, then finished', async () => {
    // Days counted from today, two either side of it: the test holds at any hour and date.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const mine = [
      { ...cup, id: 't1', name: 'Winter Sevens', startDate: day(-30), endDate: day(-28), timeZone: 'UTC' },
      { ...cup, id: 't2', name: 'Spring Cup', startDate: day(20), endDate: day(22), timeZone: 'UTC' },
      { ...cup, id: 't3', name: 'Weekend League', startDate: day(-2), endDate: day(2), timeZone: 'UTC' },
    ];
    stubFetch(async () => json(200, { status: 'success', data: mine }));
    renderWithApp(<MyTournamentsPage />);
    await screen.findByRole('link', { name: /Weekend League/ });
    const groups = screen.getAllByRole('region').map((section) => [
      within(section).getByRole('heading').textContent,
      within(section)
        .getAllByRole('link')
        .map((link) => link.textContent?.match(/Winter Sevens|Spring Cup|Weekend League/)?.[0]),
    ]);
    expect(groups).toEqual([
      ['On now', ['Weekend League']],
      ['Coming up', ['Spring Cup']],
      ['Finished', ['Winter Sevens']],
    ]);
  });
});
