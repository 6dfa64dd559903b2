import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '../../../db/local-db';
import { renderWithApp } from '../../../test-utils';
import { json, stubFetch } from '../../auth/test-fetch';
import { CoOrganisersTab } from './co-organisers-tab';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../../app/toasts', () => ({ toast }));

const ada = { id: 'u2', name: 'Ada Lovelace', maskedPhone: '+91 ••••••0001' };
const ben = { id: 'u3', name: 'Ben Stokes', maskedPhone: '+91 ••••••0002' };
const LIST = '/api/tournaments/co-organisers/t1';

/** A server holding these co-organisers; `answers` overrides the answer to one method and path. */
function server(people: (typeof ada)[], answers: Record<string, () => Response | Promise<Response>> = {}) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = stubFetch(async (request) => {
    const path = new URL(request.url).pathname;
    const body = request.method === 'POST' ? await request.json() : undefined;
    calls.push({ method: request.method, path, body });
    const answer = answers[`${request.method} ${path}`];
    if (answer) return answer();
    if (path === LIST) return json(200, { status: 'success', data: people });
    return json(200, { status: 'success', data: {} });
  });
  return { calls, fetch };
}

function show(props: { userId: string; isOwner: boolean }) {
  return renderWithApp(
    <Routes>
      <Route path="/mytournaments/t1" element={<CoOrganisersTab tournamentId="t1" {...props} />} />
      <Route path="/mytournaments" element={<p>My tournaments</p>} />
    </Routes>,
    { route: '/mytournaments/t1' },
  );
}

beforeEach(async () => {
  await Promise.all(localDb.tables.map((table) => table.clear()));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('CoOrganisersTab, for the admin', () => {
  it('lists co-organisers with a Remove each, and adds one by phone number once their name is confirmed', async () => {
    const people = [ada];
    const { calls } = server(people, {
      'POST /api/tournaments/co-organisers/lookup': () =>
        json(200, { status: 'success', data: { ...ben, already: false } }),
      'POST /api/tournaments/co-organisers': () => {
        people.push(ben);
        return json(200, { status: 'success', message: 'Ben Stokes can now organise this tournament.', data: ben });
      },
    });
    const user = userEvent.setup();
    show({ userId: 'u1', isOwner: true });
    const list = await screen.findByRole('list', { name: 'Co-organisers' });
    expect(within(list).getByText('+91 ••••••0001')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Ada Lovelace' })).toBeTruthy();

    await user.type(screen.getByLabelText(/^Phone number/), ' 90000 00002 ');
    await user.click(screen.getByRole('button', { name: 'Add co-organiser' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Add Ben Stokes (+91 ••••••0002) as a co-organiser? They will build fixtures, pick lineups and score matches in this tournament.',
      ),
    ).toBeTruthy();
    const typed = { tournamentId: 't1', phoneNumber: '90000 00002' };
    expect(calls).toContainEqual({ method: 'POST', path: '/api/tournaments/co-organisers/lookup', body: typed });
    expect(calls.filter((c) => c.path === '/api/tournaments/co-organisers')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Add co-organiser' }));
    expect(await within(list).findByRole('button', { name: 'Remove Ben Stokes' })).toBeTruthy();
    expect(calls).toContainEqual({ method: 'POST', path: '/api/tournaments/co-organisers', body: typed });
    expect(toast.success).toHaveBeenCalledWith('Ben Stokes can now organise this tournament.');
    expect(screen.getByLabelText(/^Phone number/)).toHaveProperty('value', '');
  });

  it('adds nobody when the name is not the one meant, and says so when they organise it already', async () => {
    let already = false;
    const { calls } = server([], {
      'POST /api/tournaments/co-organisers/lookup': () => json(200, { status: 'success', data: { ...ben, already } }),
    });
    const user = userEvent.setup();
    show({ userId: 'u1', isOwner: true });
    expect(await screen.findByText('No co-organisers yet.')).toBeTruthy();
    const phone = screen.getByLabelText(/^Phone number/);
    await user.type(phone, '90000 00003');
    await user.click(screen.getByRole('button', { name: 'Add co-organiser' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/^Add Ben Stokes/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.path === '/api/tournaments/co-organisers')).toEqual([]);
    // The number stays, to be corrected.
    expect(phone).toHaveProperty('value', '90000 00003');

    already = true;
    await user.click(screen.getByRole('button', { name: 'Add co-organiser' }));
    expect(await screen.findByText('Ben Stokes already organises this tournament.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.path === '/api/tournaments/co-organisers')).toEqual([]);
  });

  it("shows the server's refusal under the phone field, and says so plainly when offline", async () => {
    let offline = false;
    server([], {
      'POST /api/tournaments/co-organisers/lookup': () => {
        if (offline) throw new TypeError('Failed to fetch');
        return json(404, { status: 'error', message: 'No Pitchside account has this phone number.' });
      },
    });
    const user = userEvent.setup();
    show({ userId: 'u1', isOwner: true });
    expect(await screen.findByText('No co-organisers yet.')).toBeTruthy();
    const phone = screen.getByLabelText(/^Phone number/);

    await user.click(screen.getByRole('button', { name: 'Add co-organiser' }));
    expect(await screen.findByText('Phone number is required')).toBeTruthy();

    await user.type(phone, '91234 56789');
    await user.click(screen.getByRole('button', { name: 'Add co-organiser' }));
    expect(await screen.findByText('No Pitchside account has this phone number.')).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');

    offline = true;
    await user.click(screen.getByRole('button', { name: 'Add co-organiser' }));
    expect(await screen.findByText(/You are offline/)).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('removes a co-organiser once confirmed', async () => {
    const people = [ada, ben];
    const { calls } = server(people, {
      [`DELETE ${LIST}/u2`]: () => {
        people.splice(0, 1);
        return json(200, { status: 'success', message: 'Co-organiser removed.' });
      },
    });
    const user = userEvent.setup();
    show({ userId: 'u1', isOwner: true });
    await user.click(await screen.findByRole('button', { name: 'Remove Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Remove Ada Lovelace as a co-organiser\?/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Ada Lovelace' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Remove Ben Stokes' })).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === `${LIST}/u2`)).toBe(true);
    expect(toast.success).toHaveBeenCalledWith('Co-organiser removed.');
  });
});

describe('CoOrganisersTab, for a co-organiser', () => {
  it('shows the list read-only, with Leave on their own row only', async () => {
    const { calls } = server([ada, ben], {
      [`DELETE ${LIST}/u2`]: () => json(200, { status: 'success', message: 'You no longer organise this tournament.' }),
    });
    const user = userEvent.setup();
    show({ userId: 'u2', isOwner: false });
    const list = await screen.findByRole('list', { name: 'Co-organisers' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Leave']);
    expect(screen.queryByRole('button', { name: 'Add co-organiser' })).toBeNull();
    expect(screen.queryByLabelText(/^Phone number/)).toBeNull();

    await user.click(within(list).getByRole('button', { name: 'Leave' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('My tournaments')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === `${LIST}/u2`)).toBe(true);
    expect(toast.success).toHaveBeenCalledWith('You no longer organise this tournament.');
  });

  it('offers Retry when the list cannot load', async () => {
    server([], { [`GET ${LIST}`]: () => json(500, { status: 'error', message: 'Something went wrong.' }) });
    show({ userId: 'u2', isOwner: false });
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
