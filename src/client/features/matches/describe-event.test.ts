import { describe, expect, it } from 'vitest';
import type { MatchEventRead } from '../../../shared/schemas/reads';
import { describeEvent } from './describe-event';

const event = (over: Partial<MatchEventRead>): MatchEventRead => ({
  id: 'e',
  fixtureId: 'f',
  teamId: 't',
  type: 'GOAL',
  minute: 10,
  penaltyOutcome: null,
  isShootout: false,
  player: { id: 'p', name: 'Arjun' },
  substitutePlayer: null,
  metadata: null,
  createdAt: '',
  ...over,
});

describe('describeEvent', () => {
  it('names the scorer, and tags an own goal', () => {
    expect(describeEvent(event({}))).toEqual({ title: 'Arjun' });
    expect(describeEvent(event({ type: 'OWN_GOAL' })).tag).toBe('Own goal');
  });

  it('says whether a penalty was scored', () => {
    expect(describeEvent(event({ type: 'PENALTY', penaltyOutcome: 'SCORED' })).tag).toBe('Scored');
    expect(describeEvent(event({ type: 'PENALTY', penaltyOutcome: 'SAVED' })).tag).toBe('Missed');
  });

  it('tells a second yellow card, which sends the player off, from a first one', () => {
    expect(describeEvent(event({ type: 'YELLOW_CARD' }))).toMatchObject({ tag: 'Yellow card', tagColor: 'yellow' });
    const second = event({ type: 'YELLOW_CARD', metadata: JSON.stringify({ secondYellow: true }) });
    expect(describeEvent(second)).toMatchObject({ tag: 'Second yellow card', tagColor: 'red' });
  });

  it('reads a substitution as player off, substitute on', () => {
    const sub = describeEvent(event({ type: 'SUBSTITUTION', substitutePlayer: { id: 'q', name: 'Rahul' } }));
    expect(sub).toEqual({ title: 'Off: Arjun', detail: 'On: Rahul' });
    const fromMeta = describeEvent(
      event({
        type: 'SUBSTITUTION',
        player: null,
        metadata: JSON.stringify({ playerOffName: 'A', playerOnName: 'B' }),
      }),
    );
    expect(fromMeta).toEqual({ title: 'Off: A', detail: 'On: B' });
  });

  it('names other events by their type', () => {
    expect(describeEvent(event({ type: 'SHOT_ON_TARGET' }))).toEqual({ title: 'Shot on target', detail: 'Arjun' });
    expect(describeEvent(event({ type: 'FOUL', player: null, metadata: '{bad' }))).toEqual({ title: 'Foul' });
  });
});
