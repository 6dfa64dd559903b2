import { describe, expect, it } from 'vitest';
import type { SyncState } from '../../sync/hooks';
import { derivedId } from './entry-calls';
import { entrySync } from './entry-sync';

const id = '0190f3a1-2b3c-7d4e-8f50-123456789abc';

describe('entrySync', () => {
  it('is waiting or rejected by the entry id, else saved', () => {
    const goal = { kind: 'CLOCK_START', id, at: 0 } as const;
    expect(entrySync(goal, new Map())).toEqual({ state: 'saved' });
    expect(entrySync(goal, new Map([[id, { state: 'waiting' }]]))).toEqual({ state: 'waiting' });
    const rejected: SyncState = { state: 'rejected', reason: 'No.' };
    expect(entrySync(goal, new Map([[id, rejected]]))).toEqual(rejected);
  });

  it('reads a reset from its undo calls, a rejected one first', () => {
    const reset = { kind: 'RESET', id, at: 0 } as const;
    const waiting = new Map<string, SyncState>([[derivedId(id, 1), { state: 'waiting' }]]);
    expect(entrySync(reset, waiting)).toEqual({ state: 'waiting' });
    waiting.set(derivedId(id, 2), { state: 'rejected', reason: 'Gone.' });
    expect(entrySync(reset, waiting)).toEqual({ state: 'rejected', reason: 'Gone.' });
    expect(entrySync(reset, new Map([['0190f3a1-2b3c-7d4e-8f51-000000000001', { state: 'waiting' }]]))).toEqual({
      state: 'saved',
    });
  });
});
