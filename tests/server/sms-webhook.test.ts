import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookSms } from '../../src/server/services/sms';

interface Received {
  authorization: string | undefined;
  body: unknown;
}

/** A stand-in SMS gateway on loopback that records what it receives and answers with `status`. */
async function gateway(status: number) {
  const received: Received[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
      response.statusCode = status;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  return { url, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('webhook SMS transport', () => {
  let ok: Awaited<ReturnType<typeof gateway>>;
  let failing: Awaited<ReturnType<typeof gateway>>;
  beforeAll(async () => {
    ok = await gateway(202);
    failing = await gateway(503);
  });
  afterAll(async () => {
    await ok.close();
    await failing.close();
  });

  it('POSTs the number and the text as JSON with the bearer token', async () => {
    await webhookSms(ok.url, 'gateway-token').send('+919876543210', '123456 is your code');
    expect(ok.received).toEqual([
      { authorization: 'Bearer gateway-token', body: { to: '+919876543210', text: '123456 is your code' } },
    ]);
  });

  it('fails when the gateway refuses, so the caller can tell the user', async () => {
    await expect(webhookSms(failing.url, undefined).send('+919876543210', 'x')).rejects.toThrow('503');
  });

  it('keeps no outbox: codes never show in the dev outbox', () => {
    expect(webhookSms(ok.url, undefined).outbox).toBeNull();
  });
});
