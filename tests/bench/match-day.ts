import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  apply,
  initialState,
  type MatchLineups,
  type TrackerEntry,
  type TrackerState,
} from '../../src/shared/domain/match-tracker';
import type { FixtureDetail } from '../../src/shared/schemas/reads';
import { launchServer } from './server-start';

/**
 * Match day over real HTTP, as the phones do it: sign-in through /api/auth/login, lineups and
 * tracker entries through the outbox's call (POST /api/sync/batch). Every entry is first checked
 * by the tracker's own rules here, so the load is made of entries the server must accept.
 */

export const DEMO_ORGANISER = { phoneNumber: '+919000000000', password: 'pitchside-demo' };
/** A demo player: a spectator who is signed in. */
export const DEMO_SPECTATOR = { phoneNumber: '+919000000002', password: 'pitchside-demo' };

type FixtureTeam = FixtureDetail['homeTeam'];

export const percentile = (values: readonly number[], p: number) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
};

export class Api {
  constructor(readonly url: string) {}

  async call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
    const response = await fetch(`${this.url}/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
    return (JSON.parse(text) as { data: T }).data;
  }

  get<T>(path: string, token?: string) {
    return this.call<T>('GET', path, undefined, token);
  }

  async signIn(who: { phoneNumber: string; password: string }): Promise<string> {
    return (await this.call<{ accessToken: string }>('POST', '/auth/login', who)).accessToken;
  }

  /** The demo's tournament on now, its id and fixtures. */
  async cityLeague() {
    const current = await this.get<{ id: string; name: string }[]>('/tournaments/current');
    const league = current.find((t) => t.name === 'City League');
    if (!league) throw new Error('no City League in the demo');
    const detail = await this.get<{ fixtures: { id: string; status: string }[] }>(`/tournaments/all/${league.id}`);
    return { id: league.id, fixtures: detail.fixtures };
  }

  fixture(id: string) {
    return this.get<FixtureDetail>(`/fixture/all/${id}`);
  }
}

export interface BatchWrite {
  id: string;
  method: 'POST' | 'PUT';
  path: string;
  body: unknown;
}
export interface BatchResult {
  id: string;
  outcome: 'applied' | 'replayed' | 'refused' | 'failed';
  status: number;
  message?: string;
}

/** The phone's outbox call: queued writes in one request, each answered on its own. */
export async function sendBatch(api: Api, token: string, writes: BatchWrite[]): Promise<BatchResult[]> {
  return (await api.call<{ results: BatchResult[] }>('POST', '/sync/batch', { writes }, token)).results;
}

export const entryWrite = (fixtureId: string, entry: TrackerEntry): BatchWrite => ({
  id: entry.id,
  method: 'POST',
  path: '/api/matchLog/entry',
  body: { fixtureId, entry },
});

/** The lineup the lineup screen makes by default: the first eleven by shirt number start, the rest on the bench. */
export function lineupOf(fixtureId: string, team: FixtureTeam) {
  const squad = team.members.toSorted((a, b) => (a.number ?? 0) - (b.number ?? 0));
  return {
    id: randomUUID(),
    fixtureId,
    teamId: team.id,
    players: squad.map((m, i) => ({
      playerId: m.id,
      position: m.primaryPosition ?? 'DEFENDER',
      isStarting: i < 11,
      jerseyNumber: m.number ?? i + 1,
    })),
  };
}

/** Both lineups sent through the outbox call; answers the lineups the tracker replays with. */
export async function submitLineups(api: Api, token: string, fixture: FixtureDetail): Promise<MatchLineups> {
  const [home, away] = [lineupOf(fixture.id, fixture.homeTeam), lineupOf(fixture.id, fixture.awayTeam)];
  const results = await sendBatch(
    api,
    token,
    [home, away].map((lineup) => ({ id: lineup.id, method: 'POST', path: '/api/lineup/create', body: lineup })),
  );
  for (const result of results) {
    if (result.outcome !== 'applied') throw new Error(`lineup of ${fixture.id}: ${JSON.stringify(result)}`);
  }
  const named = (lineup: typeof home, team: FixtureTeam) => ({
    teamId: lineup.teamId,
    players: lineup.players.map((p) => ({
      ...p,
      name: team.members.find((m) => m.id === p.playerId)?.name ?? '',
    })),
  });
  return { home: named(home, fixture.homeTeam), away: named(away, fixture.awayTeam) };
}

/** A team's squad all on the field: how the server checks a match that has no lineups. */
export const squadLineups = (fixture: FixtureDetail): MatchLineups => {
  const all = (team: FixtureTeam) => ({
    teamId: team.id,
    players: team.members.map((m) => ({
      playerId: m.id,
      name: m.name,
      position: 'DEFENDER',
      isStarting: true,
      jerseyNumber: m.number,
    })),
  });
  return { home: all(fixture.homeTeam), away: all(fixture.awayTeam) };
};

/** Players a team may lose to second yellows: a long run never leaves a side without players. */
const SENT_OFF_AT_MOST = 3;

export type Action = 'GOAL' | 'YELLOW_CARD' | 'SUBSTITUTION' | 'FOUL';

/**
 * One phone scoring one match: keeps the tracker's state of what it recorded and makes the next
 * entry the rules accept. Players are picked in turn, so cards come round to a booked player again
 * (a second yellow sends him off), a sent-off player is never picked again, and his team fills his
 * place with its next substitution, from the bench.
 */
export class Scorer {
  state: TrackerState;
  private turn = 0;
  private lastAt = 0;
  readonly counts = { GOAL: 0, YELLOW_CARD: 0, SUBSTITUTION: 0, FOUL: 0, sentOff: 0 };

  constructor(
    readonly fixtureId: string,
    lineups: MatchLineups,
    readonly device: string,
  ) {
    this.state = initialState(lineups);
  }

  private at(): number {
    this.lastAt = Math.max(Date.now(), this.lastAt + 1);
    return this.lastAt;
  }

  private take(entry: TrackerEntry): TrackerEntry {
    const result = apply(this.state, entry);
    if (!result.ok) throw new Error(`the tracker refuses ${entry.kind}: ${result.reason}`);
    this.state = result.state;
    return entry;
  }

  start(at = this.at()): TrackerEntry {
    return this.take({ kind: 'CLOCK_START', id: randomUUID(), at, device: this.device });
  }

  stage(stage: 'HALF_TIME' | 'SECOND_HALF' | 'FULL_TIME', at = this.at()): TrackerEntry {
    return this.take({ kind: 'STAGE', stage, id: randomUUID(), at, device: this.device });
  }

  /** The next entry of `action`, home and away in turn; a substitution no team can make is a goal instead. */
  next(action: Action, at = this.at()): TrackerEntry {
    this.turn += 1;
    const sides = this.turn % 2 === 0 ? (['home', 'away'] as const) : (['away', 'home'] as const);
    for (const side of sides) {
      const entry = this.entryFor(action, side, at);
      if (entry) return this.record(action, entry);
    }
    // Nobody left to book or to bring on: a goal instead.
    if (action !== 'GOAL') return this.next('GOAL', at);
    throw new Error(`no player left on the field of ${this.fixtureId}`);
  }

  /** A goal of the given side at the given instant (for a result made up in advance). */
  goal(side: 'home' | 'away', at = this.at()): TrackerEntry {
    const entry = this.entryFor('GOAL', side, at);
    if (!entry) throw new Error(`no scorer on the field of ${this.fixtureId}`);
    return this.record('GOAL', entry);
  }

  private record(action: Action, entry: TrackerEntry): TrackerEntry {
    const sentOffBefore = this.sentOff();
    this.take(entry);
    this.counts[entry.kind === 'SUBSTITUTION' ? 'SUBSTITUTION' : action] += 1;
    this.counts.sentOff += this.sentOff() - sentOffBefore;
    return entry;
  }

  private sentOff() {
    return [...this.state.home.players, ...this.state.away.players].filter((p) => p.status === 'SENT_OFF').length;
  }

  private entryFor(action: Action, side: 'home' | 'away', at: number): TrackerEntry | null {
    const team = this.state[side];
    const base = { id: randomUUID(), at, device: this.device, teamId: team.teamId };
    const onField = team.players.filter((p) => p.status === 'ON_FIELD');
    const outfield = onField.filter((p) => p.position !== 'GOALKEEPER');
    const pick = <T>(list: readonly T[]) => list[Math.floor(this.turn / 2) % Math.max(1, list.length)];
    if (action === 'SUBSTITUTION') {
      const on = pick(team.players.filter((p) => p.status === 'SUBSTITUTE'));
      const pending = team.pendingSubstitution[0];
      const off = pending ?? pick(outfield)?.playerId;
      if (!on || !off) return null;
      return { ...base, kind: 'SUBSTITUTION', playerOffId: off, playerOnId: on.playerId };
    }
    // Cards go round every player on the field, keeper included, until the team has lost
    // SENT_OFF_AT_MOST players: then only to players not booked yet. Goals and fouls to outfield players.
    const booked = (id: string) =>
      this.state.events.some((e) => e.type === 'YELLOW_CARD' && e.teamId === team.teamId && e.playerId === id);
    const sentOff = team.players.filter((p) => p.status === 'SENT_OFF').length;
    const carded = sentOff >= SENT_OFF_AT_MOST ? onField.filter((p) => !booked(p.playerId)) : onField;
    const player = pick(action === 'YELLOW_CARD' ? carded : outfield.length > 0 ? outfield : onField);
    if (!player) return null;
    return { ...base, kind: 'EVENT', type: action, playerId: player.playerId };
  }
}

/**
 * The built server on a fresh embedded database with the demo, writes and live streams not limited
 * per address (the benchmarks measure speed, not abuse, and all their clients share loopback);
 * `stop` also removes the database.
 */
export async function demoServer(port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-bench-'));
  const server = await launchServer(
    {
      PITCHSIDE_DATA_DIR: dataDir,
      PITCHSIDE_DEMO: '1',
      WRITE_RATE_LIMIT: '100000',
      LIVE_STREAMS_PER_ADDRESS: '100000',
    },
    port,
  );
  return {
    ...server,
    api: new Api(server.url),
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The demo league's next `count` matches, each with both lineups in and a scorer ready to start its clock. */
export async function leagueScorers(api: Api, token: string, count: number) {
  const league = await api.cityLeague();
  const scheduled = league.fixtures.filter((f) => f.status === 'SCHEDULED').slice(0, count);
  if (scheduled.length < count) throw new Error(`the demo league has only ${scheduled.length} matches to come`);
  const scorers: Scorer[] = [];
  for (const [i, f] of scheduled.entries()) {
    const fixture = await api.fixture(f.id);
    scorers.push(new Scorer(fixture.id, await submitLineups(api, token, fixture), `bench-phone-${i}`));
  }
  return { league, scorers };
}
