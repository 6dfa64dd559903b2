import { describe, expect, it } from 'vitest';
import { toE164 } from './phone';

describe('toE164', () => {
  it('adds the default region to a national number', () => {
    expect(toE164('98765 43210', 'IN')).toBe('+919876543210');
  });
  it('keeps an international number whatever the region', () => {
    expect(toE164('+44 7911 123456', 'IN')).toBe('+447911123456');
  });
  it('rejects letters, short numbers and impossible numbers', () => {
    expect(toE164('call me', 'IN')).toBeNull();
    expect(toE164('12345', 'IN')).toBeNull();
    expect(toE164('', 'IN')).toBeNull();
  });
});
