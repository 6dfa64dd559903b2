import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { localDb } from '../../../db/local-db';
import { renderWithApp } from '../../../test-utils';
import { json, stubFetch } from '../../auth/test-fetch';
import { AddPlayersList } from './add-players-list';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../../app/toasts', () => ({ toast }));

const player = (id: string, name: string) => ({
  id,
  name,
  phoneNumber: '+91 ••••••4321',
  phone: '+91 ••••••4321',
  image: null,
  primaryPosition: 'DEFENDER',
});
const everyone = [player('u1', 'Faisal Krishnan'), player('u2', 'Aditya Khan'), player('u3', 'Aditya Kumar')];

beforeEach(async () => {
  await Promise.all(localDb.tables.map((table) => table.clear()));
  stubFetch(async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/auth/users/all') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return json(200, { status: 'success', data: everyone.filter((p) => p.name.toLowerCase().includes(q)) });
    }
    return json(200, { status: 'success', data: { id: 'x', name: 'x' } });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

it('empties the search once the one player it found is added, and keeps it while others it found remain', async () => {
  const user = userEvent.setup();
  renderWithApp(<AddPlayersList teamId="t1" />);
  // Looked up each time: the list waits for each search's answer in a fresh box.
  const search = () => screen.getByRole('searchbox');

  await user.type(await screen.findByRole('searchbox'), 'aditya');
  await vi.waitFor(() => expect(screen.queryByRole('button', { name: /Add Faisal Krishnan/ })).toBeNull());
  await user.click(await screen.findByRole('button', { name: /Add Aditya Khan/ }));
  await vi.waitFor(() => expect(screen.queryByRole('button', { name: /Add Aditya Khan/ })).toBeNull());
  expect(search()).toHaveProperty('value', 'aditya');

  await user.click(screen.getByRole('button', { name: /Add Aditya Kumar/ }));
  await vi.waitFor(() => expect(search()).toHaveProperty('value', ''));
  expect(await screen.findByRole('button', { name: /Add Faisal Krishnan/ })).toBeTruthy();
  expect(screen.queryByText('No players found matching your search')).toBeNull();
  // Two adds, one topic: the second toast takes the first one's place (toasts.test.tsx) rather than stacking.
  expect(toast.success.mock.calls.map(([message, , topic]) => [message, topic])).toEqual([
    ['Player added successfully! 🎉', 'player-added'],
    ['Player added successfully! 🎉', 'player-added'],
  ]);
});
