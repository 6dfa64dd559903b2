import { describe, expect, it } from 'vitest';
import { matchWriteMessages as m } from '../messages-match-writes';
import { type MatchEventBody, matchEventBody } from '../schemas/match-day';
import { specEventEntry, specEventProblem } from './spec-event';

const ids = {
  fixture: '01900000-0000-7000-8000-000000000001',
  team: '01900000-0000-7000-8000-000000000002',
  player: '01900000-0000-7000-8000-000000000003',
  other: '01900000-0000-7000-8000-000000000004',
};
const event = (fields: Partial<MatchEventBody> = {}): MatchEventBody => ({
  fixtureId: ids.fixture,
  teamId: ids.team,
  playerId: ids.player,
  type: 'GOAL',
  minute: 10,
  ...fields,
});
const sub = (fields: Partial<MatchEventBody> = {}) =>
  event({ type: 'SUBSTITUTION', substitutePlayerId: ids.other, ...fields });
const at = 1_700_000_000_000;

describe('specEventProblem', () => {
  it('takes an event whose fields fit together', () => {
    expect(specEventProblem(event())).toBeNull();
    expect(specEventProblem(sub())).toBeNull();
    expect(specEventProblem(event({ type: 'PENALTY', penaltyOutcome: 'SAVED' }))).toBeNull();
    expect(
      specEventProblem(event({ type: 'PENALTY', penaltyOutcome: 'SCORED', isShootout: true, minute: 0 })),
    ).toBeNull();
  });

  it('says what does not fit', () => {
    expect(specEventProblem(event({ type: 'SUBSTITUTION' }))).toBe(m.substituteNeeded);
    expect(specEventProblem(sub({ substitutePlayerId: ids.player }))).toBe(m.samePlayer);
    expect(specEventProblem(event({ substitutePlayerId: ids.other }))).toBe(m.substituteOnlyForSubstitution);
    expect(specEventProblem(event({ type: 'PENALTY' }))).toBe(m.penaltyOutcomeNeeded);
    expect(specEventProblem(event({ penaltyOutcome: 'SCORED' }))).toBe(m.outcomeOnlyForPenalty);
    expect(specEventProblem(event({ isShootout: true, minute: 0 }))).toBe(m.shootoutKickIsPenalty);
    expect(specEventProblem(event({ type: 'PENALTY', penaltyOutcome: 'SCORED', isShootout: true }))).toBe(
      m.shootoutKickIsPenalty,
    );
    expect(specEventProblem(event({ metadata: { notes: 'n'.repeat(2000) } }))).toBe(m.metadataTooLarge);
  });
});

describe('specEventEntry', () => {
  it('makes a stat keeping the minute given', () => {
    expect(specEventEntry(event({ type: 'PENALTY', penaltyOutcome: 'MISSED' }), 'e1', at)).toEqual({
      id: 'e1',
      at,
      kind: 'EVENT',
      type: 'PENALTY',
      teamId: ids.team,
      playerId: ids.player,
      penaltyOutcome: 'MISSED',
      minute: 10,
    });
  });

  it('makes a shootout kick of a shootout penalty', () => {
    const kick = event({ type: 'PENALTY', penaltyOutcome: 'SCORED', isShootout: true, minute: 0 });
    expect(specEventEntry(kick, 'e1', at)).toEqual({
      id: 'e1',
      at,
      kind: 'SHOOTOUT_KICK',
      teamId: ids.team,
      playerId: ids.player,
      scored: true,
    });
  });

  it('makes a substitution taking the role from position, else from metadata.position', () => {
    const base = {
      id: 'e1',
      at,
      kind: 'SUBSTITUTION',
      teamId: ids.team,
      playerOffId: ids.player,
      playerOnId: ids.other,
    };
    expect(specEventEntry(sub(), 'e1', at)).toEqual(base);
    expect(specEventEntry(sub({ position: 'STRIKER' }), 'e1', at)).toEqual({ ...base, position: 'STRIKER' });
    expect(specEventEntry(sub({ metadata: { position: 'GOALKEEPER' } }), 'e1', at)).toEqual({
      ...base,
      position: 'GOALKEEPER',
    });
    const both = sub({ position: 'DEFENDER', metadata: { position: 'GOALKEEPER' } });
    expect(specEventEntry(both, 'e1', at)).toEqual({ ...base, position: 'DEFENDER' });
    expect(specEventEntry(sub({ metadata: { position: 'WINGER' } }), 'e1', at)).toEqual(base);
  });
});

describe('matchEventBody', () => {
  const sent = { fixtureId: ids.fixture, teamId: ids.team, playerId: ids.player, type: 'PENALTY', minute: 30 };
  const problem = (body: object) => matchEventBody.safeParse(body).error?.issues[0]?.message;

  it('takes an event without id, with the SPEC outcome and metadata as JSON text, as one shape', () => {
    const parsed = matchEventBody.parse({ ...sent, outcome: 'SAVED', metadata: '{"notes":"low"}' });
    expect(parsed).toEqual({ ...sent, penaltyOutcome: 'SAVED', metadata: { notes: 'low' } });
    expect(matchEventBody.parse({ ...sent, penaltyOutcome: 'SAVED', outcome: 'SAVED' })).toEqual({
      ...sent,
      penaltyOutcome: 'SAVED',
    });
    expect(matchEventBody.parse({ ...sent, penaltyOutcome: 'SAVED', metadata: { notes: 'low' } })).toEqual(parsed);
  });

  it("takes the SPEC's other optional fields", () => {
    const more = {
      position: 'MIDFIELDER',
      playerName: 'Asha',
      goalkeeperId: ids.other,
      goalkeeperName: 'Ravi',
      substitutePlayerId: null,
    };
    expect(matchEventBody.parse({ ...sent, outcome: 'SCORED', ...more })).toEqual({
      ...sent,
      penaltyOutcome: 'SCORED',
      ...more,
    });
  });

  it('refuses outcomes that differ and metadata text that is not the JSON of an object', () => {
    expect(problem({ ...sent, outcome: 'SAVED', penaltyOutcome: 'SCORED' })).toBe(m.outcomesDiffer);
    expect(problem({ ...sent, metadata: 'low' })).toBe(m.metadataNotJson);
    expect(problem({ ...sent, metadata: '' })).toBe(m.metadataNotJson);
    for (const text of ['[1]', '"low"', '12', 'null'])
      expect(problem({ ...sent, metadata: text })).toBe(m.metadataNotObject);
    expect(problem({ ...sent, metadata: 12 })).toBe(m.metadataNotObject);
    expect(problem({ ...sent, outcome: 'MAYBE' })).toBe('Penalty outcome must be one of SCORED, MISSED, SAVED.');
  });
});
