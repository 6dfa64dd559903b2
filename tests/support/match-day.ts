import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { bearer } from './auth-flow';
import type { WriteWorld } from './write-world';

/** A match-day write as the organiser's phone sends it: the body's id repeated as Idempotency-Key. */
export function sendWrite(
  app: FastifyInstance,
  token: string,
  method: 'POST' | 'PUT',
  url: string,
  body: { id?: string; [field: string]: unknown },
  key: string | null = body.id ?? null,
) {
  const headers: Record<string, string> = { ...bearer(token) };
  if (key) headers['idempotency-key'] = key;
  return app.inject({ method, url, headers, payload: body as InjectOptions['payload'] });
}

/** A valid event of the world's fixture: a goal by Home's first player at minute 10, unless changed. */
export const eventBody = (w: WriteWorld, changes: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  fixtureId: w.fixture.id,
  teamId: w.home.id,
  playerId: w.home.players[0]?.id as string,
  type: 'GOAL',
  minute: 10,
  ...changes,
});

/** A valid lineup of one of the world's teams: all its players, the first in goal, numbered 1, 2, … */
export const lineupBody = (w: WriteWorld, team: WriteWorld['home'] = w.home) => ({
  id: randomUUID(),
  fixtureId: w.fixture.id,
  teamId: team.id,
  players: team.players.map((player, i) => ({
    playerId: player.id,
    position: i === 0 ? 'GOALKEEPER' : 'STRIKER',
    isStarting: true,
    jerseyNumber: i + 1,
  })),
});
