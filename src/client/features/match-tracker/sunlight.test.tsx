import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SUNLIGHT_KEY, setSunlight, useSunlight } from './sunlight';

afterEach(() => {
  act(() => setSunlight(false));
});

describe('sunlight mode', () => {
  it('is off until the scorer turns it on, then remembered on the phone, and forgotten when turned off', () => {
    const { result } = renderHook(() => useSunlight());
    expect(result.current[0]).toBe(false);
    act(() => result.current[1]());
    expect(result.current[0]).toBe(true);
    expect(localStorage.getItem(SUNLIGHT_KEY)).toBe('on');
    act(() => result.current[1]());
    expect(result.current[0]).toBe(false);
    expect(localStorage.getItem(SUNLIGHT_KEY)).toBeNull();
  });

  it('switches every screen that shows it at once', () => {
    const first = renderHook(() => useSunlight());
    const second = renderHook(() => useSunlight());
    act(() => first.result.current[1]());
    expect(second.result.current[0]).toBe(true);
  });
});
