import { describe, expect, it } from 'vitest';
import { uuid } from './schemas/fields';
import { isUuid, uuidv7 } from './uuid7';

describe('uuidv7', () => {
  it('is a version 7 UUID with the RFC variant', () => {
    expect(uuidv7()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('starts with the time it was made, so ids sort by creation time', () => {
    expect(uuidv7(0x0123456789ab).slice(0, 13)).toBe('01234567-89ab');
    expect(uuidv7(1_000) < uuidv7(2_000)).toBe(true);
  });

  it('never repeats', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => uuidv7(5)));
    expect(ids.size).toBe(1000);
  });
});

describe('isUuid', () => {
  it('takes exactly the ids the server takes', () => {
    const server = uuid('Id');
    const cases = [
      uuidv7(),
      crypto.randomUUID(),
      crypto.randomUUID().toUpperCase(),
      '00000000-0000-0000-0000-000000000000',
      'not-a-match',
      '42',
      '',
      '12345678-1234-1234-1234-123456789012',
      `${uuidv7()}x`,
    ];
    for (const value of cases) expect(isUuid(value), value).toBe(server.safeParse(value).success);
    expect(isUuid(undefined)).toBe(false);
  });
});
