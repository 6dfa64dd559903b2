import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
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
});
