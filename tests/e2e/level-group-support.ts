import { type APIRequestContext, expect } from '@playwright/test';
import { apiToken } from './tracker-support';

/** The demo's finished groups-and-knockout cup (src/server/db/demo/competitions.ts): its clubs lend four teams. */
const CUP = 'Coastal Cup';

const isoDate = (daysFromNow: number) => new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

async function data<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`);
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/**
 * A tournament of its own (on from yesterday to three days on, so it is current in any zone at any
 * hour) of four demo clubs in one group whose every match ended 0–0: all four are level on
 * everything, and its admin, the demo organiser, may record a drawing of lots.
 */
export async function levelGroupOfItsOwn(request: APIRequestContext): Promise<string> {
  const cup = (await data<{ id: string; name: string }[]>(request, '/tournaments/past')).find((t) => t.name === CUP);
  if (!cup) throw new Error(`no ${CUP} in the demo`);
  const clubs = (await data<{ teams: { id: string }[] }>(request, `/tournaments/all/${cup.id}`)).teams.slice(0, 4);
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const created = await request.post('/api/tournaments/create', {
    headers,
    data: {
      name: `Level Cup ${crypto.randomUUID().slice(0, 8)}`,
      description: 'A group level on everything',
      startDate: isoDate(-1),
      endDate: isoDate(3),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const tournamentId = (await created.json()).data.data.id as string;
  for (const team of clubs) {
    const added = await request.post('/api/tournaments/add-team', { headers, data: { tournamentId, teamId: team.id } });
    expect(added.status(), await added.text()).toBe(200);
  }
  const format = await request.post(`/api/tournaments/${tournamentId}/format`, {
    headers,
    data: {
      format: { kind: 'groups-knockout', rounds: 1, advance: 2, thirdPlace: false },
      groups: [{ teamIds: clubs.map((team) => team.id) }],
      schedule: { firstDay: isoDate(0), time: '10:00', venue: 'Main Arena', daysBetween: 0 },
    },
  });
  expect(format.status(), await format.text()).toBe(201);
  const { fixtures } = await data<{ fixtures: { id: string }[] }>(request, `/tournaments/all/${tournamentId}`);
  for (const fixture of fixtures) {
    const played = await request.put(`/api/fixture/update/${fixture.id}`, {
      headers,
      data: { status: 'FULL_TIME', homeScore: 0, awayScore: 0 },
    });
    expect(played.status(), await played.text()).toBe(200);
  }
  return tournamentId;
}
