import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

describe('GET /api/health', () => {
  it('answers success in the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'success', data: { uptimeSeconds: expect.any(Number) } });
  });

  it('answers an unknown API call with 404 in the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', message: 'There is no such API call.' });
  });

  it('lists every call in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/auth/getProfile', '/api/health']),
    );
  });
});

describe('malformed addresses', () => {
  it('answers an over-long or broken URL in the envelope', async () => {
    for (const url of [`/api/leaderboard/standings/${'a'.repeat(300)}`, '/api/teams/all/%E0%A4%A']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json(), url).toEqual({ status: 'error', message: 'The address of this call is not valid.' });
    }
  });
});
