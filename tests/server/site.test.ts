import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

const FEATURED = '0192a0c4-3b7e-7000-8000-000000000001';

let plain: TestApp;
let configured: TestApp;
beforeAll(async () => {
  plain = await createTestApp();
  configured = await createTestApp({
    voteUrl: 'https://forms.example/vote',
    sponsorUrl: 'https://physio.example',
    featuredTournamentId: FEATURED,
  });
});
afterAll(async () => {
  await plain.app.close();
  await configured.app.close();
});

describe('GET /api/site', () => {
  it('answers nulls when the deployment sets no vote form, sponsor or featured tournament', async () => {
    const response = await plain.app.inject({ url: '/api/site' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      data: { voteUrl: null, sponsorUrl: null, featuredTournamentId: null },
    });
  });

  it("answers the deployment's vote form, sponsor and featured tournament", async () => {
    const response = await configured.app.inject({ url: '/api/site' });
    expect(response.json().data).toEqual({
      voteUrl: 'https://forms.example/vote',
      sponsorUrl: 'https://physio.example',
      featuredTournamentId: FEATURED,
    });
  });
});
