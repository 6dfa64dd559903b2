import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '../../../db/local-db';
import { renderWithApp } from '../../../test-utils';
import { json, stubFetch } from '../../auth/test-fetch';
import { AddTeamPanel } from './add-team-panel';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../../app/toasts', () => ({ toast }));

const teams = [
  { id: 'a', name: 'Kochi Blasters', logo: null, abbreviation: 'KBL' },
  { id: 'b', name: 'Blue Tigers', logo: null, abbreviation: 'BLT' },
  { id: 'c', name: 'Royal Challengers', logo: null, abbreviation: 'RCH' },
];
const tournament = { id: 't1', name: 'Cup', teams: [teams[2]], fixtures: [] };

beforeEach(async () => {
  await Promise.all(localDb.tables.map((table) => table.clear()));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('AddTeamPanel', () => {
  it('says when the teams cannot load and offers Retry Loading', async () => {
    stubFetch(async () => json(500, { status: 'error', message: 'boom' }));
    renderWithApp(<AddTeamPanel tournamentId="t1" />);
    expect(await screen.findByText('Failed to load teams. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry Loading' })).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Failed to load teams');
  });

  it('searches by name, shows teams already in as added, and adds one', async () => {
    let added = false;
    stubFetch(async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/teams/all') return json(200, { status: 'success', data: teams });
      if (path === '/api/tournaments/invitations/t1') return json(200, { status: 'success', data: [] });
      if (path === '/api/tournaments/add-team') {
        added = true;
        return json(200, { status: 'success', message: 'ok' });
      }
      return json(200, { status: 'success', data: tournament });
    });
    const user = userEvent.setup();
    renderWithApp(<AddTeamPanel tournamentId="t1" />);
    expect(await screen.findByRole('button', { name: 'Added Royal Challengers' })).toHaveProperty('disabled', true);

    await user.type(screen.getByLabelText('Search teams'), 'BLAST');
    await vi.waitFor(() => expect(screen.queryByText('Blue Tigers')).toBeNull(), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Add Kochi Blasters' }));
    expect(await screen.findByRole('button', { name: 'Added Kochi Blasters' })).toHaveProperty('disabled', true);
    expect(added).toBe(true);
    // One topic for the adds of a run: the next add's toast takes this one's place (toasts.test.tsx) rather than stacking.
    expect(toast.success).toHaveBeenCalledWith('Kochi Blasters added successfully!', 3000, 'team-added');
  });

  it("invites another manager's team: it shows as invited, and teams invited before too", async () => {
    stubFetch(async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/teams/all') return json(200, { status: 'success', data: teams });
      if (path === '/api/tournaments/invitations/t1') return json(200, { status: 'success', data: [teams[0]] });
      if (path === '/api/tournaments/add-team') {
        return json(200, { status: 'success', message: 'Blue Tigers is invited.', data: { status: 'invited' } });
      }
      return json(200, { status: 'success', data: tournament });
    });
    const user = userEvent.setup();
    renderWithApp(<AddTeamPanel tournamentId="t1" />);
    expect(await screen.findByRole('button', { name: 'Invited Kochi Blasters' })).toHaveProperty('disabled', true);
    await user.click(await screen.findByRole('button', { name: 'Add Blue Tigers' }));
    expect(await screen.findByRole('button', { name: 'Invited Blue Tigers' })).toHaveProperty('disabled', true);
    expect(toast.success).toHaveBeenCalledWith(
      'Blue Tigers is invited. It takes part once its manager accepts.',
      3000,
      'team-added',
    );
  });

  it('tells apart two clubs of one name by their abbreviations', async () => {
    const namesakes = [teams[1], { id: 'd', name: 'Blue Tigers', logo: null, abbreviation: 'BTFC' }];
    stubFetch(async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/teams/all') return json(200, { status: 'success', data: namesakes });
      if (path === '/api/tournaments/invitations/t1') return json(200, { status: 'success', data: [] });
      return json(200, { status: 'success', data: tournament });
    });
    renderWithApp(<AddTeamPanel tournamentId="t1" />);
    const buttons = await screen.findAllByRole('button', { name: 'Add Blue Tigers' });
    const rows = screen.getAllByRole('listitem').map((row) => row.textContent);
    expect(rows).toEqual([expect.stringContaining('BLT'), expect.stringContaining('BTFC')]);
    // A screen reader hears each button described by its own abbreviation.
    const described = buttons.map((button) => document.getElementById(button.getAttribute('aria-describedby') ?? ''));
    expect(described.map((element) => element?.textContent)).toEqual(['BLT', 'BTFC']);
  });

  it('offers Retry after a failed add', async () => {
    stubFetch(async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/teams/all') return json(200, { status: 'success', data: teams });
      if (path === '/api/tournaments/invitations/t1') return json(200, { status: 'success', data: [] });
      if (path === '/api/tournaments/add-team') return json(403, { status: 'error', message: 'Only the admin.' });
      return json(200, { status: 'success', data: tournament });
    });
    const user = userEvent.setup();
    renderWithApp(<AddTeamPanel tournamentId="t1" />);
    await user.click(await screen.findByRole('button', { name: 'Add Blue Tigers' }));
    expect(await screen.findByRole('button', { name: 'Retry Blue Tigers' })).toHaveProperty('disabled', false);
    expect(toast.error).toHaveBeenCalledWith('Failed to add Blue Tigers', 3000, 'team-added');
  });
});
