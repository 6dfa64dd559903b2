import { vi } from 'vitest';

/**
 * Test helper: replaces globalThis.fetch with `answer`, so the client's real ky calls run.
 * Node's Request (used under jsdom) cannot parse the relative '/api/…' URLs a browser resolves
 * against the page, so Request is stubbed to resolve them against jsdom's location.
 */
export function stubFetch(answer: (request: Request) => Promise<Response>) {
  const NativeRequest = globalThis.Request;
  class PageRequest extends NativeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.origin) : input, init);
    }
  }
  vi.stubGlobal('Request', PageRequest);
  const fetch = vi.fn(answer);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
