import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { messages } from '../../src/shared/messages';
import type { TestApp } from './test-app';
import { tableRows } from './write-world';

/** The machinery of tests/server/bad-input.test.ts: cases generated from a valid call, run and judged. */

export type Body = Record<string, unknown>;

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path under /api/. */
  path: string;
  /** The call needs a bearer token: body cases carry `token` (a valid one), so they reach validation. */
  auth?: boolean;
  token?: string;
  /** A valid body; each case spoils one thing about it. Absent for calls that take no body. */
  body?: Body;
  /** Every field may be left out (an edit that keeps what it does not name). */
  optionalFields?: boolean;
  /** These fields may be left out. */
  optional?: string[];
}

export interface Case {
  endpoint: Endpoint;
  name: string;
  payload?: unknown;
  contentType?: string;
  authorization?: string;
  /** Another address than the endpoint's (a malformed or unknown id in the path). */
  url?: string;
  /** More request headers (an Idempotency-Key). */
  headers?: Record<string, string>;
  /** The exact answer, when the case calls for one; otherwise any 4xx. */
  status?: number;
  message?: string;
}

const png = (bytes: number) =>
  `data:image/png;base64,${Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(bytes - 8)]).toString('base64')}`;

/** A PNG whose header declares width × height: a few bytes that would decode to a huge picture. */
const pngOfSize = (width: number, height: number) => {
  const bytes = Buffer.alloc(33);
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').copy(bytes);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return `data:image/png;base64,${bytes.toString('base64')}`;
};

/** Logos that must be refused: [case name, logo, status, message]. */
export const BAD_LOGOS: [string, string, number, string][] = [
  // Past the 2 MB image cap, inside the 4 MiB body limit.
  ['a 3 MB logo', png(3_000_000), 413, 'Logo is too large (at most 2 MB).'],
  // Past the 4 MiB body limit itself.
  ['a 3 MiB logo', png(3 * 1024 * 1024), 413, messages.server.bodyTooLarge],
  [
    'a PNG data URL of text',
    `data:image/png;base64,${Buffer.from('hello').toString('base64')}`,
    400,
    'Logo is not a valid image file.',
  ],
  [
    'a PNG of 5000×5000 pixels',
    pngOfSize(5000, 5000),
    413,
    'Logo is too large: at most 4096×4096 pixels. Please choose a smaller picture.',
  ],
  ['a text/plain data URL', 'data:text/plain;base64,aGk=', 400, 'Logo must be a PNG, JPEG, WebP or GIF image.'],
];

const WRONG_TYPES: unknown[] = [42, ['text'], { text: 'text' }];
/** Values of another type than `valid`: a number field gets the text '42' instead of 42. */
const wrongTypes = (valid: unknown) =>
  WRONG_TYPES.map((value) => (typeof value === 'number' && typeof valid === 'number' ? String(value) : value));
const BAD_PHONES = ['abc', '123', '+0000'];
export const TEN_K = 'x'.repeat(10_000);
/** What an error message must never show: stack frames, SQL, driver names. */
const LEAK =
  /\n\s+at |\.[cm]?[jt]s:\d+|\b(select|insert into|delete from|where)\b|sqlstate|postgres|pglite|drizzle|Error:/i;

export function bodyCases(endpoint: Endpoint, body: Body): Omit<Case, 'endpoint'>[] {
  const withField = (field: string, value: unknown) => ({ ...body, [field]: value });
  const fieldCases = Object.keys(body).flatMap((field) => [
    ...(endpoint.optionalFields || endpoint.optional?.includes(field)
      ? []
      : [{ name: `without ${field}`, payload: withField(field, undefined) }]),
    ...wrongTypes(body[field]).map((value) => ({
      name: `${field} = ${JSON.stringify(value)}`,
      payload: withField(field, value),
    })),
    {
      name: `${field} of 10k characters`,
      payload: withField(field, field === 'phoneNumber' ? '9'.repeat(10_000) : TEN_K),
    },
    {
      name: `${field} with a NUL character`,
      payload: withField(field, `${typeof body[field] === 'string' ? body[field] : 'x'}\u0000`),
    },
    ...(field === 'phoneNumber'
      ? BAD_PHONES.map((phone) => ({ name: `phone ${phone}`, payload: withField(field, phone) }))
      : []),
  ]);
  const asText = new URLSearchParams(
    Object.entries(body).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return [
    ...fieldCases,
    ...(endpoint.optionalFields || !endpoint.body ? [] : [{ name: 'an empty object', payload: {} }]),
    { name: 'not JSON, sent as JSON', payload: '{"phoneNumber": "98', contentType: 'application/json' },
    { name: 'text/plain', payload: asText.toString(), contentType: 'text/plain' },
    { name: 'an array', payload: JSON.stringify([body]), contentType: 'application/json' },
    { name: 'empty, no content type' },
    { name: 'empty, sent as JSON', payload: '', contentType: 'application/json' },
  ];
}

export function authCases(refreshToken: string): Omit<Case, 'endpoint'>[] {
  return [
    { name: 'no Authorization header' },
    { name: 'Bearer without a token', authorization: 'Bearer' },
    { name: 'Basic credentials', authorization: 'Basic dXNlcjpwYXNzd29yZA==' },
    { name: 'garbage token', authorization: 'Bearer not.a.jwt' },
    { name: 'token of 10k characters', authorization: `Bearer ${TEN_K}` },
    { name: 'refresh token as the access token', authorization: `Bearer ${refreshToken}` },
  ];
}

/** The generated cases of each endpoint: its spoilt bodies (with its token) and, when it needs one, bad tokens. */
export function generatedCases(endpoints: Endpoint[], refreshToken: string): Case[] {
  return endpoints.flatMap((endpoint) => [
    ...bodyCases(endpoint, endpoint.body ?? {}).map((c) => ({
      ...c,
      endpoint,
      authorization: endpoint.auth && endpoint.body ? `Bearer ${endpoint.token}` : undefined,
    })),
    ...(endpoint.auth ? authCases(refreshToken) : []).map((c) => ({ ...c, endpoint, payload: endpoint.body })),
  ]);
}

function problemsWith(response: LightMyRequestResponse, expected: Pick<Case, 'status' | 'message'>): string[] {
  const problems: string[] = [];
  if (response.statusCode < 400 || response.statusCode > 499) problems.push(`status ${response.statusCode}`);
  else if (expected.status && response.statusCode !== expected.status)
    problems.push(`status ${response.statusCode}, not ${expected.status}`);
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return [...problems, `body is not JSON: ${response.body.slice(0, 80)}`];
  }
  const { status, message, ...rest } = (body ?? {}) as Record<string, unknown>;
  if (status !== 'error' || Object.keys(rest).length > 0)
    problems.push(`not the error envelope: ${response.body.slice(0, 80)}`);
  if (typeof message !== 'string' || message.trim() === '') problems.push('no message');
  else if (LEAK.test(message)) problems.push(`message shows internals: ${message.slice(0, 80)}`);
  else if (expected.message && message !== expected.message) problems.push(`message "${message}"`);
  return problems;
}

/** Runs every case; answers one line per case that was not a clean 4xx or that changed any row of any table. */
export async function runCases(t: TestApp, cases: Case[]): Promise<string[]> {
  let before = JSON.stringify(await tableRows(t.db));
  const failures: string[] = [];
  for (const c of cases) {
    const headers: Record<string, string> = { ...c.headers };
    if (c.contentType) headers['content-type'] = c.contentType;
    if (c.authorization) headers.authorization = c.authorization;
    const response = await t.app.inject({
      method: c.endpoint.method,
      url: c.url ?? `/api/${c.endpoint.path}`,
      headers,
      payload: c.payload as InjectOptions['payload'],
    });
    const problems = problemsWith(response, c);
    const after = JSON.stringify(await tableRows(t.db));
    if (after !== before) problems.push('the database changed');
    before = after;
    if (problems.length > 0)
      failures.push(`${c.endpoint.method} ${c.url ?? c.endpoint.path}, ${c.name}: ${problems.join('; ')}`);
  }
  return failures;
}
