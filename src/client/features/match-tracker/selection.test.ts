import { describe, expect, it } from 'vitest';
import { initialTeam } from '../../../shared/domain/match-tracker/players';
import { LINEUPS } from '../../../shared/domain/match-tracker/test-data';
import { canPick, NEW_SUB, NO_SELECTION, pickPlayer, startSubstitution } from './selection';

const team = initialTeam(LINEUPS.home, 'home');
const player = (id: string) => {
  const found = team.players.find((p) => p.playerId === id);
  if (!found) throw new Error(id);
  return found;
};

describe('pickPlayer', () => {
  it('selects a player for a stat, and a second tap unselects him', () => {
    const once = pickPlayer(NO_SELECTION, team, player('h3'));
    expect(once.playerId).toBe('h3');
    expect(pickPlayer(once, team, player('h3')).playerId).toBeNull();
  });

  it('takes the two players of a substitution in either order', () => {
    const subbing = { ...NO_SELECTION, sub: NEW_SUB };
    const offFirst = pickPlayer(pickPlayer(subbing, team, player('h3')), team, player('hs1'));
    const onFirst = pickPlayer(pickPlayer(subbing, team, player('hs1')), team, player('h3'));
    expect(offFirst.sub).toEqual({ offId: 'h3', onId: 'hs1', position: null });
    expect(onFirst.sub).toEqual(offFirst.sub);
  });

  it('lets a sent-off player be picked only to fill his place', () => {
    const sentOff = {
      ...team,
      players: team.players.map((p) => (p.playerId === 'h2' ? { ...p, status: 'SENT_OFF' as const } : p)),
      pendingSubstitution: ['h2'],
    };
    const h2 = sentOff.players.find((p) => p.playerId === 'h2');
    if (!h2) throw new Error('h2');
    expect(canPick(NO_SELECTION, sentOff, h2)).toBe(false);
    const subbing = { ...NO_SELECTION, sub: NEW_SUB };
    expect(canPick(subbing, sentOff, h2)).toBe(true);
    expect(pickPlayer(subbing, sentOff, h2).sub?.offId).toBe('h2');
    expect(canPick(subbing, { ...sentOff, pendingSubstitution: [] }, h2)).toBe(false);
  });
});

describe('startSubstitution', () => {
  it('puts a player picked before Substitution on his side of it', () => {
    const onField = pickPlayer(NO_SELECTION, team, player('h3'));
    expect(startSubstitution(onField, team).sub).toEqual({ offId: 'h3', onId: null, position: null });
    const onBench = pickPlayer(NO_SELECTION, team, player('hs1'));
    expect(startSubstitution(onBench, team).sub).toEqual({ offId: null, onId: 'hs1', position: null });
    expect(startSubstitution(NO_SELECTION, team).sub).toEqual(NEW_SUB);
  });
});
