import { describe, expect, it } from 'vitest';
import { uuidv7 } from './uuid7';

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
