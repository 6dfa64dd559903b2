import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LineupBody } from '../../../shared/schemas/match-day';
import type { FixtureDetail } from '../../../shared/schemas/reads';
import { localDb } from '../../db/local-db';
import { useSession } from '../../lib/session';
import { renderWithApp } from '../../test-utils';
import { json, stubFetch } from '../auth/test-fetch';
import LineupPage from './lineup-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../app/toasts', () => ({ toast }));

const member = (id: string, name: string, primaryPosition: string, number: number) => ({
  id,
  name,
  image: null,
  primaryPosition,
  number,
});

const fixture: FixtureDetail = {
  id: 'fx1',
  tournamentId: 't1',
  timeZone: 'Asia/Kolkata',
  matchType: 'League',
  date: '2026-12-01T10:00:00.000Z',
  venue: 'Main Arena',
  status: 'SCHEDULED',
  homeTeamId: 'home',
  awayTeamId: 'away',
  homeScore: 0,
  awayScore: 0,
  homePenaltyScore: null,
  awayPenaltyScore: null,
  homeTeam: {
    id: 'home',
    name: 'Riverside Rovers',
    logo: null,
    lineups: [],
    members: [member('h1', 'Hari Keeper', 'GOALKEEPER', 1), member('h2', 'Hemant Back', 'DEFENDER', 4)],
  },
  awayTeam: {
    id: 'away',
    name: 'Kochi Strikers',
    logo: null,
    lineups: [],
    members: [member('a1', 'Arun Nine', 'STRIKER', 9), member('a2', 'Akhil Wall', 'DEFENDER', 5)],
  },
  tournament: { id: 't1', name: 'Winter Shield', logo: null, timeZone: 'Asia/Kolkata', adminId: 'u1' },
};

const route = '/mytournaments/livescorecard/fx1';

function renderScreen() {
  return renderWithApp(
    <Routes>
      <Route path="/mytournaments/livescorecard/:fixtureId" element={<LineupPage />} />
      <Route path="/mytournaments/livescorecard/match-tracker/:fixtureId" element={<p>Tracker screen</p>} />
    </Routes>,
    { route },
  );
}

/** The server has the fixture and no lineups yet. */
const serverWithoutLineups = () =>
  stubFetch(async (request) =>
    new URL(request.url).pathname === '/api/fixture/all/fx1'
      ? json(200, { status: 'success', data: fixture })
      : json(404, { status: 'error', message: 'No lineup has been submitted for this team in this fixture yet.' }),
  );

const offline = () =>
  stubFetch(async () => {
    throw new TypeError('Failed to fetch');
  });

/**
 * Opens a player's move menu and picks a zone. jsdom lays nothing out, so the menu's positioning
 * reports its button as out of view and keeps the open dropdown `display: none`: the items are
 * looked up regardless of that.
 */
async function moveWithMenu(name: string, zone: string) {
  const opener = screen.getByRole('button', { name: `Move ${name} to…` });
  await userEvent.click(opener);
  expect(opener.getAttribute('aria-expanded')).toBe('true');
  await userEvent.click(await screen.findByRole('menuitem', { name: `Move to ${zone}`, hidden: true }));
}

const zone = (name: string) => screen.getByRole('region', { name });

/** The home team's lineup as submitted earlier on this phone (its draft row, marked submitted). */
const submittedHomeDraft = (players: LineupBody['players']) =>
  localDb.lineupDrafts.put({
    key: 'fx1:home',
    fixtureId: 'fx1',
    teamId: 'home',
    lineup: { id: 'earlier', fixtureId: 'fx1', teamId: 'home', players },
    submittedAt: 1,
  });

/** Signed in as the tournament's admin (u1), or as someone else. */
const signInAs = (id: string) =>
  useSession.getState().signIn({
    accessToken: 'access',
    refreshToken: 'refresh',
    expiresIn: 86_400,
    user: { id, name: 'Organiser', phoneNumber: '+15550100', image: null },
  });

beforeEach(async () => {
  await Promise.all(localDb.tables.map((table) => table.clear()));
  sessionStorage.clear();
  localStorage.clear();
  signInAs('u1');
});

afterEach(() => {
  useSession.getState().signOut();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

// Whole flows through a real Dexie and Mantine: slower than a unit test on a busy machine.
describe('LineupPage', { timeout: 15_000 }, () => {
  it('checks the home lineup, saves it with its queued create call, then opens the away team', async () => {
    serverWithoutLineups();
    renderScreen();
    expect(await screen.findByRole('tab', { name: 'Riverside Rovers' })).toHaveProperty('ariaSelected', 'true');
    expect(screen.getByRole('tab', { name: 'Kochi Strikers (locked)' })).toHaveProperty('disabled', true);

    await userEvent.click(screen.getByRole('button', { name: 'Submit Riverside Rovers' }));
    expect(
      await screen.findByText('You must have at least one goalkeeper in the starting lineup for Riverside Rovers.'),
    ).toBeTruthy();

    await moveWithMenu('Hemant Back', 'Goalkeeper');
    expect(within(zone('Goalkeeper')).getByRole('button', { name: 'Move Hemant Back, Goalkeeper' })).toBeTruthy();
    await moveWithMenu('Hari Keeper', 'Starting XI');
    expect(within(zone('Starting XI')).getByRole('button', { name: 'Move Hari Keeper, Defender' })).toBeTruthy();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Jersey number of Hari Keeper' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Riverside Rovers' }));
    expect(await screen.findByText('All selected players must have a jersey number assigned.')).toBeTruthy();

    await userEvent.type(screen.getByRole('textbox', { name: 'Jersey number of Hari Keeper' }), 'x4');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Riverside Rovers' }));
    expect(await screen.findByText('All players must have unique jersey numbers.')).toBeTruthy();

    await userEvent.type(screen.getByRole('textbox', { name: 'Jersey number of Hari Keeper' }), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Riverside Rovers' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Home team submitted successfully! Now select the away team.'),
    );
    expect(await screen.findByRole('tab', { name: 'Kochi Strikers' })).toHaveProperty('ariaSelected', 'true');
    expect(await screen.findByRole('tab', { name: 'Riverside Rovers (locked)' })).toHaveProperty('disabled', true);
    // Both teams' sheets are in the page now: each heading a zone is named by is found once.
    const ids = Array.from(document.querySelectorAll('[id]'), (element) => element.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);

    const [draft] = await localDb.lineupDrafts.toArray();
    const [call] = await localDb.outbox.toArray();
    const players = [
      { playerId: 'h1', position: 'DEFENDER', isStarting: true, jerseyNumber: 40 },
      { playerId: 'h2', position: 'GOALKEEPER', isStarting: true, jerseyNumber: 4 },
    ];
    expect(draft).toMatchObject({ key: 'fx1:home', fixtureId: 'fx1', teamId: 'home', lineup: { players } });
    expect(draft?.submittedAt).toEqual(expect.any(Number));
    expect(call).toMatchObject({
      id: draft?.lineup.id,
      fixtureId: 'fx1',
      method: 'POST',
      path: '/api/lineup/create',
      body: draft?.lineup,
      attempts: 0,
    });
  });

  it('shows each picked name whole beside its jersey box, not cut to the same few letters', async () => {
    const adityas = [
      member('h1', 'Aditya Khan', 'GOALKEEPER', 999),
      member('h2', 'Aditya Krishnan', 'DEFENDER', 4),
      member('h3', 'Aditya Kumar', 'DEFENDER', 5),
    ];
    const withAdityas = { ...fixture, homeTeam: { ...fixture.homeTeam, members: adityas } };
    stubFetch(async (request) =>
      new URL(request.url).pathname === '/api/fixture/all/fx1'
        ? json(200, { status: 'success', data: withAdityas })
        : json(404, { status: 'error', message: 'No lineup has been submitted for this team in this fixture yet.' }),
    );
    renderScreen();
    await screen.findByRole('tab', { name: 'Riverside Rovers' });
    for (const { name } of adityas) await moveWithMenu(name, 'Starting XI');

    // jsdom lays nothing out: what it can tell is that the name is whole and not set to be cut
    // (Mantine's truncate marks it `data-truncate`); how it wraps at 360 px shows only in a browser.
    for (const { name } of adityas) {
      expect(screen.getByRole('textbox', { name: `Jersey number of ${name}` })).toBeTruthy();
      expect(within(zone('Starting XI')).getByText(name).closest('[data-truncate]')).toBeNull();
    }
    expect(screen.getByRole('textbox', { name: 'Jersey number of Aditya Khan' })).toHaveProperty('value', '999');
  });

  it("says a finished match's lineup changes who played it, and says nothing before the match ends", async () => {
    const ended = /This match has ended\. Change its lineups only to put a mistake right/;
    serverWithoutLineups();
    const first = renderScreen();
    await screen.findByRole('tab', { name: 'Riverside Rovers' });
    expect(screen.queryByText(ended)).toBeNull();
    first.unmount();

    stubFetch(async (request) =>
      new URL(request.url).pathname === '/api/fixture/all/fx1'
        ? json(200, { status: 'success', data: { ...fixture, status: 'FULL_TIME', homeScore: 2, awayScore: 1 } })
        : json(404, { status: 'error', message: 'No lineup has been submitted for this team in this fixture yet.' }),
    );
    renderScreen();
    expect(await screen.findByText(ended)).toBeTruthy();
  });

  it('opens offline from the phone, where a submitted lineup wins, and updates it after Edit Lineups', async () => {
    await localDb.fixtures.put({ key: 'fx1', data: fixture, savedAt: Date.now() });
    await submittedHomeDraft([{ playerId: 'h1', position: 'GOALKEEPER', isStarting: true, jerseyNumber: 12 }]);
    offline();
    renderScreen();

    expect(await screen.findByRole('tab', { name: 'Kochi Strikers' })).toHaveProperty('ariaSelected', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Lineups' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Riverside Rovers' }));
    expect(within(zone('Goalkeeper')).getByText('Hari Keeper')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Jersey number of Hari Keeper' })).toHaveProperty('value', '12');

    await moveWithMenu('Hemant Back', 'Substitutes');
    await userEvent.click(screen.getByRole('button', { name: 'Update Riverside Rovers' }));
    await waitFor(async () => expect(await localDb.outbox.count()).toBe(1));
    const [call] = await localDb.outbox.toArray();
    expect(call).toMatchObject({ method: 'PUT', path: '/api/lineup/update' });
    expect(call?.body).toMatchObject({
      players: [
        { playerId: 'h1', position: 'GOALKEEPER', isStarting: true, jerseyNumber: 12 },
        { playerId: 'h2', position: 'DEFENDER', isStarting: false, jerseyNumber: 4 },
      ],
    });
  });

  it("refuses a player of both teams in the second lineup while the first one's saved lineup has them, naming them", async () => {
    // Hemant Back plays for both clubs.
    const shared = {
      ...fixture,
      awayTeam: { ...fixture.awayTeam, members: [...fixture.awayTeam.members, fixture.homeTeam.members[1]] },
    } as FixtureDetail;
    await localDb.fixtures.put({ key: 'fx1', data: shared, savedAt: Date.now() });
    await submittedHomeDraft([
      { playerId: 'h1', position: 'GOALKEEPER', isStarting: true, jerseyNumber: 1 },
      { playerId: 'h2', position: 'DEFENDER', isStarting: true, jerseyNumber: 4 },
    ]);
    offline();
    renderScreen();
    await screen.findByRole('tab', { name: 'Kochi Strikers' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Lineups' }));
    // Taken out of the home side on screen only: its saved lineup still has him.
    await userEvent.click(screen.getByRole('tab', { name: 'Riverside Rovers' }));
    await moveWithMenu('Hemant Back', 'Available Players');
    await userEvent.click(screen.getByRole('tab', { name: 'Kochi Strikers' }));
    await moveWithMenu('Arun Nine', 'Goalkeeper');
    await moveWithMenu('Hemant Back', 'Starting XI');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Kochi Strikers' }));
    expect(
      await screen.findByText(
        "Already in the other team's lineup for this match: Hemant Back. A player can play for one side only: take them out of one of the two lineups.",
      ),
    ).toBeTruthy();
    expect(await localDb.outbox.count()).toBe(0);

    // Saved without him first, the home side leaves him free for the away side.
    await userEvent.click(screen.getByRole('tab', { name: 'Riverside Rovers' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Riverside Rovers' }));
    await waitFor(async () => expect(await localDb.outbox.count()).toBe(1));
    await userEvent.click(screen.getByRole('tab', { name: 'Kochi Strikers' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Kochi Strikers' }));
    expect(await screen.findByText('Tracker screen')).toBeTruthy();
    expect(await localDb.outbox.count()).toBe(2);
  });

  it('starts the match once the away team is submitted too', async () => {
    await submittedHomeDraft([{ playerId: 'h1', position: 'GOALKEEPER', isStarting: true, jerseyNumber: 1 }]);
    serverWithoutLineups();
    renderScreen();

    await screen.findByRole('tab', { name: 'Kochi Strikers' });
    await moveWithMenu('Arun Nine', 'Goalkeeper');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Kochi Strikers' }));
    expect(await screen.findByText('Tracker screen')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Teams submitted successfully! Starting match...');
    // The picks kept while choosing are not kept for ever.
    expect(localStorage.getItem('pitchside-lineup-picks:fx1')).toBeNull();
    expect(await localDb.lineupDrafts.get('fx1:away')).toMatchObject({
      lineup: { players: [{ playerId: 'a1', position: 'GOALKEEPER', isStarting: true, jerseyNumber: 9 }] },
    });
  });

  it("brings a refused submit's errors into view and focuses them, again on the same refusal", async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    serverWithoutLineups();
    renderScreen();
    const submit = await screen.findByRole('button', { name: 'Submit Riverside Rovers' });

    await userEvent.click(submit);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'You must have at least one goalkeeper in the starting lineup for Riverside Rovers.',
    );
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(scrolled.mock.contexts.at(-1)).toBe(alert);
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'center' });

    // The same errors a second time still answer the tap.
    submit.focus();
    scrolled.mockClear();
    await userEvent.click(submit);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(scrolled.mock.contexts).toEqual([alert]);
    expect(toast.error).not.toHaveBeenCalled();
    scrolled.mockRestore();
  });

  it("says under the tabs why a team is locked, and names it as the locked tab's description", async () => {
    serverWithoutLineups();
    renderScreen();
    const away = await screen.findByRole('tab', { name: 'Kochi Strikers (locked)' });
    const reason = 'Submit Riverside Rovers first, then Kochi Strikers opens.';
    expect(screen.getByText(reason)).toBeTruthy();
    expect(away.getAttribute('aria-describedby')).toBe(screen.getByText(reason).id);
    expect(screen.getByRole('tab', { name: 'Riverside Rovers' }).getAttribute('aria-describedby')).toBeNull();

    await moveWithMenu('Hari Keeper', 'Goalkeeper');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Riverside Rovers' }));
    const home = await screen.findByRole('tab', { name: 'Riverside Rovers (locked)' });
    const submitted = "Riverside Rovers is submitted. Tap 'Edit Lineups' to change it.";
    expect(screen.getByText(submitted).id).toBe(home.getAttribute('aria-describedby'));
    expect(screen.queryByText(reason)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Lineups' }));
    expect(screen.queryByText(submitted)).toBeNull();
    expect(screen.queryByRole('tab', { name: /\(locked\)$/ })).toBeNull();
  });

  it('finds the players where the organiser left them when the screen opens again before a submit, even after the browser was closed', async () => {
    serverWithoutLineups();
    const first = renderScreen();
    await screen.findByRole('tab', { name: 'Riverside Rovers' });
    await moveWithMenu('Hemant Back', 'Goalkeeper');
    first.unmount();
    // The browser closed: what the tab alone kept is gone.
    sessionStorage.clear();

    renderScreen();
    await screen.findByRole('tab', { name: 'Riverside Rovers' });
    expect(within(zone('Goalkeeper')).getByRole('button', { name: 'Move Hemant Back, Goalkeeper' })).toBeTruthy();
  });

  it('tells someone who does not run the tournament so, with nothing to pick', async () => {
    signInAs('someone-else');
    serverWithoutLineups();
    renderScreen();
    expect(
      await screen.findByText(
        "Only this tournament's organisers can pick lineups for this match. Ask its organiser to add you as a co-organiser.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Submit / })).toBeNull();
    expect(screen.getByRole('link', { name: 'View the match' }).getAttribute('href')).toBe(
      '/tournaments/team/players/fx1',
    );
  });
});
