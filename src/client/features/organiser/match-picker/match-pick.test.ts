import { describe, expect, it } from 'vitest';
import { applyChange, NO_PICK, rowState, startChange } from './match-pick';

const tap = (pick = NO_PICK, teamId: string) => applyChange(startChange(pick, teamId));

describe('match-team picker', () => {
  it('shows a tap in progress, then applies it: home first, then away', () => {
    const adding = startChange(NO_PICK, 'a');
    expect(rowState(adding, 'a')).toBe('adding');
    expect(rowState(adding, 'b')).toBe('idle');
    const home = applyChange(adding);
    expect(home.picked).toEqual(['a']);
    expect(rowState(home, 'a')).toBe('added');
    expect(tap(home, 'b').picked).toEqual(['a', 'b']);
  });

  it('takes one tap at a time', () => {
    const adding = startChange(NO_PICK, 'a');
    expect(startChange(adding, 'b')).toBe(adding);
  });

  it('waits once both teams are set, until one of them is removed', () => {
    const full = tap(tap(NO_PICK, 'a'), 'b');
    expect(rowState(full, 'c')).toBe('full');
    expect(startChange(full, 'c')).toBe(full);
    const removing = startChange(full, 'a');
    expect(rowState(removing, 'a')).toBe('removing');
    const left = applyChange(removing);
    expect(left.picked).toEqual(['b']);
    expect(rowState(left, 'c')).toBe('idle');
    expect(tap(left, 'c').picked).toEqual(['b', 'c']);
  });
});
