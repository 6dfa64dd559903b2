import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp | undefined;
afterEach(() => t?.app.close());

const outbox = (app: TestApp['app'], remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'GET', url: '/api/dev/sms-outbox', remoteAddress });

describe('GET /api/dev/sms-outbox', () => {
  it('shows texts the console transport sent, newest first, to a client on this machine', async () => {
    t = await createTestApp();
    await t.sms.send('+919876543210', 'first');
    await t.sms.send('+919876543210', 'second');
    const response = await outbox(t.app);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((m: { text: string }) => m.text)).toEqual(['second', 'first']);
  });

  it('is 404 to a client on another machine, even one claiming to be local through a proxy header', async () => {
    t = await createTestApp({ trustProxy: 1 });
    await t.sms.send('+919876543210', 'secret code');
    const remote = await outbox(t.app, '203.0.113.9');
    expect(remote.statusCode).toBe(404);
    const spoofed = await t.app.inject({
      method: 'GET',
      url: '/api/dev/sms-outbox',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(spoofed.statusCode).toBe(404);
    expect(spoofed.body).not.toContain('secret code');
  });

  it('is 404 in production', async () => {
    t = await createTestApp({ production: true });
    await t.sms.send('+919876543210', 'secret code');
    const response = await outbox(t.app);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', message: 'There is no such API call.' });
  });
});
