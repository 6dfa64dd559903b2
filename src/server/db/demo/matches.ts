import { randomUUID } from 'node:crypto';
import { STARTERS } from './people';

export interface SquadPlayer {
  id: string;
  position: string;
  number: number;
}

export interface PlayedMatch {
  homeScore: number;
  awayScore: number;
  lineups: {
    teamId: string;
    players: { playerId: string; position: string; isStarting: boolean; jerseyNumber: number }[];
  }[];
  events: {
    id: string;
    teamId: string;
    playerId: string;
    substitutePlayerId: string | null;
    type: string;
    minute: number;
    penaltyOutcome: string | null;
  }[];
}

/**
 * Plays a believable match up to `untilMinute`: goals (some assisted, the odd penalty or own goal),
 * saves, cards and substitutions, with the score following from the events.
 */
export function playMatch(
  random: () => number,
  home: { teamId: string; squad: SquadPlayer[] },
  away: { teamId: string; squad: SquadPlayer[] },
  untilMinute: number,
): PlayedMatch {
  const events: PlayedMatch['events'] = [];
  const score = { [home.teamId]: 0, [away.teamId]: 0 };
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)] as T;
  const event = (
    teamId: string,
    playerId: string,
    type: string,
    minute: number,
    extra: Partial<PlayedMatch['events'][number]> = {},
  ) =>
    events.push({
      id: randomUUID(),
      teamId,
      playerId,
      substitutePlayerId: null,
      type,
      minute,
      penaltyOutcome: null,
      ...extra,
    });

  for (const [side, other] of [
    [home, away],
    [away, home],
  ] as const) {
    const starters = side.squad.slice(0, STARTERS);
    const outfield = starters.filter((p) => p.position !== 'GOALKEEPER');
    const attackers = outfield.filter((p) => p.position !== 'DEFENDER');
    const keeper = other.squad[0] as SquadPlayer;
    const chances = 2 + Math.floor(random() * 5);
    for (let i = 0; i < chances; i++) {
      const minute = 1 + Math.floor(random() * 89);
      if (minute > untilMinute) continue;
      const roll = random();
      const scorer = pick(random() < 0.7 ? attackers : outfield);
      if (roll < 0.45) {
        event(side.teamId, scorer.id, 'GOAL', minute);
        score[side.teamId] = (score[side.teamId] ?? 0) + 1;
        const assister = outfield.find((p) => p.id !== scorer.id && random() < 0.3);
        if (assister) event(side.teamId, assister.id, 'ASSIST', minute);
      } else if (roll < 0.52) {
        const scored = random() < 0.75;
        event(side.teamId, scorer.id, 'PENALTY', minute, { penaltyOutcome: scored ? 'SCORED' : 'MISSED' });
        if (scored) score[side.teamId] = (score[side.teamId] ?? 0) + 1;
      } else if (roll < 0.55) {
        const unlucky = pick(other.squad.slice(1, 5));
        event(other.teamId, unlucky.id, 'OWN_GOAL', minute);
        score[side.teamId] = (score[side.teamId] ?? 0) + 1;
      } else {
        event(other.teamId, keeper.id, 'SAVE', minute);
      }
    }
    const booked = pick(outfield);
    const cardMinute = 20 + Math.floor(random() * 60);
    if (cardMinute <= untilMinute)
      event(side.teamId, booked.id, random() < 0.9 ? 'YELLOW_CARD' : 'RED_CARD', cardMinute);
    const subMinute = 60 + Math.floor(random() * 20);
    const off = pick(attackers);
    const on = side.squad[STARTERS + 3] as SquadPlayer;
    if (subMinute <= untilMinute && off.id !== booked.id) {
      event(side.teamId, off.id, 'SUBSTITUTION', subMinute, { substitutePlayerId: on.id });
    }
  }
  events.sort((a, b) => a.minute - b.minute);
  const lineup = (side: typeof home) => ({
    teamId: side.teamId,
    players: side.squad.map((p, index) => ({
      playerId: p.id,
      position: p.position,
      isStarting: index < STARTERS,
      jerseyNumber: p.number,
    })),
  });
  return {
    homeScore: score[home.teamId] ?? 0,
    awayScore: score[away.teamId] ?? 0,
    lineups: [lineup(home), lineup(away)],
    events,
  };
}
