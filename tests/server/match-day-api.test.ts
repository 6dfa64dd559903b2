import { afterAll, beforeAll, expect, it } from 'vitest';
import { matchEvents } from '../../src/server/db/schema';
import { eventBody, sendWrite } from '../support/match-day';
import { createTestApp, resetDatabase, type TestApp } from '../support/test-app';
import { writeWorld } from '../support/write-world';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ writeRateLimit: { max: 3, windowMs: 60_000 } });
  await resetDatabase(t);
});
afterAll(() => t.app.close());

const WRITES = [
  ['/api/matchEvent/create', 'post'],
  ['/api/matchEvent/undo', 'post'],
  ['/api/matchEvent/correct', 'post'],
  ['/api/lineup/create', 'post'],
  ['/api/lineup/update', 'put'],
  ['/api/fixture/update/{id}', 'put'],
] as const;

it('documents every match-day write in OpenAPI, with its body, bearer and Idempotency-Key header', async () => {
  const { paths } = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  for (const [path, method] of WRITES) {
    const operation = paths[path]?.[method];
    expect(operation, path).toBeDefined();
    expect(operation.security, path).toEqual([{ bearer: [] }]);
    expect(operation.parameters, path).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }),
    );
    // An event or a lineup may be sent without id (docs/api.md); an undo or a correction names its own.
    const required = path.startsWith('/api/fixture')
      ? []
      : path.includes('/lineup/') || path.endsWith('/create')
        ? ['fixtureId']
        : ['id', 'fixtureId'];
    const body = operation.requestBody.content['application/json'].schema;
    expect(body.required, path).toEqual(expect.arrayContaining(required));
    if (required.length === 1) expect(body.required, path).not.toContain('id');
  }
  const event = paths['/api/matchEvent/create'].post.requestBody.content['application/json'].schema;
  expect(Object.keys(event.properties)).toEqual(
    expect.arrayContaining(['id', 'outcome', 'penaltyOutcome', 'metadata', 'position', 'playerName', 'goalkeeperId']),
  );
});

it('limits match-day writes per client address like every other write', async () => {
  const w = await writeWorld(t);
  const send = () => sendWrite(t.app, w.owner.accessToken, 'POST', '/api/matchEvent/create', eventBody(w));
  for (let i = 0; i < 3; i += 1) expect((await send()).statusCode).toBe(201);
  const refused = await send();
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ status: 'error', message: expect.stringMatching(/^Too many requests/) });
  expect(await t.db.select().from(matchEvents)).toHaveLength(3);
});
