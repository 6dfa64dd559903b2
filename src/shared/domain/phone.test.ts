import { describe, expect, it } from 'vitest';
import { maskPhone, phoneRegion, toE164 } from './phone';

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

describe('maskPhone', () => {
  it('shows the country code and the last four digits only', () => {
    expect(maskPhone('+919000000001')).toBe('+91 ••••••0001');
    expect(maskPhone('+447911123456')).toBe('+44 ••••••3456');
  });
  it('hides all but the last four digits of a number it cannot read', () => {
    expect(maskPhone('12345678')).toBe('••••5678');
  });
});

describe('phoneRegion', () => {
  it('names the country of a number', () => {
    expect(phoneRegion('+919876543210')).toBe('IN');
    expect(phoneRegion('+447400123456')).toBe('GB');
  });
  it('answers null for a number of no country', () => {
    expect(phoneRegion('+80012345678')).toBeNull();
  });
});
