import { describe, expect, it } from 'vitest';
import { applyChanges, type StoredChange, type StoredEvent } from './effective-events';

const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 15, 0, second));

const event = (id: string, fields: Partial<StoredEvent> = {}): StoredEvent => ({
  id,
  fixtureId: 'f',
  teamId: 'home',
  playerId: 'h1',
  substitutePlayerId: null,
  type: 'GOAL',
  minute: 10,
  penaltyOutcome: null,
  isShootout: false,
  metadata: null,
  requestHash: null,
  createdBy: 'admin',
  createdAt: at(0),
  ...fields,
});

const change = (id: string, targetId: string, fields: Partial<StoredChange> = {}): StoredChange => ({
  id,
  fixtureId: 'f',
  targetId,
  kind: 'CORRECTION',
  teamId: null,
  playerId: null,
  type: null,
  minute: null,
  penaltyOutcome: null,
  requestHash: 'hash',
  createdBy: 'admin',
  createdAt: at(1),
  ...fields,
});

describe('applyChanges', () => {
  it('leaves out undone events and keeps the others in order', () => {
    const events = [event('a'), event('b'), event('c')];
    expect(applyChanges(events, [change('u', 'b', { kind: 'UNDO' })]).map((e) => e.id)).toEqual(['a', 'c']);
  });

  it('applies corrections in order, later fields winning, and ignores an undone correction', () => {
    const changes = [
      change('c1', 'a', { minute: 12, playerId: 'h2' }),
      change('c2', 'a', { minute: 14 }),
      change('c3', 'a', { teamId: 'away', playerId: 'a1' }),
      change('u', 'c3', { kind: 'UNDO' }),
    ];
    expect(applyChanges([event('a')], changes)).toEqual([event('a', { minute: 14, playerId: 'h2' })]);
  });

  it('keeps a penalty outcome only while the event is a penalty', () => {
    const penalty = event('p', { type: 'PENALTY', penaltyOutcome: 'SCORED' });
    const [foul] = applyChanges([penalty], [change('c1', 'p', { type: 'FOUL' })]);
    expect(foul).toMatchObject({ type: 'FOUL', penaltyOutcome: null });
    const [saved] = applyChanges([penalty], [change('c1', 'p', { penaltyOutcome: 'SAVED', minute: 3 })]);
    expect(saved).toMatchObject({ type: 'PENALTY', penaltyOutcome: 'SAVED', minute: 3 });
  });

  it('leaves the recorded rows as they were', () => {
    const recorded = event('a');
    applyChanges([recorded], [change('c1', 'a', { minute: 80 })]);
    expect(recorded.minute).toBe(10);
  });
});
