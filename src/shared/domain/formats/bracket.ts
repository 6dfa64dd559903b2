/**
 * Knockout brackets drawn before their teams are known (docs/rules.md#competition-formats).
 *
 * A bracket has a power-of-two number of places. Its entrants come in seed order; the standard
 * seeded draw decides which places each seed takes (seed 1 meets the last seed, seed 2 the one
 * before, and seeds 1 and 2 can only meet in the final), and the places left over are byes, so
 * the top seeds get them and go straight to the second round.
 *
 * Entrants of the same tier (a group position: all the winners, all the runners-up…) may swap
 * places: tier by tier, from the top, they are arranged so that teams of one group meet as late as
 * possible (fewest possible meetings in the first round, then in the second, and so on; the final
 * does not count); between equally good arrangements, each entrant in seed order is given the
 * places costing it least first, then the earlier place in seed order. The top tier keeps the
 * standard places. With two teams through per group, this puts every runner-up
 * in the other half from its group's winner, so they can only meet in the final.
 */
import { formatMessages } from './messages';

/** Where a bracket slot's team comes from. */
export type SlotSource =
  | { kind: 'team'; teamId: string }
  | { kind: 'group'; group: string; position: number }
  /** One of the teams placed `position` in their group that go through as the best of them. */
  | { kind: 'best-placed'; position: number; rank: number }
  | { kind: 'winner'; match: string }
  | { kind: 'loser'; match: string };

export type Placeholder = Exclude<SlotSource, { kind: 'team' }>;

export interface Entrant {
  source: SlotSource;
  /** The entrant's group when known when the bracket is drawn; null otherwise. */
  group: string | null;
  /** Entrants of one tier may swap places to keep teams of one group apart. */
  tier: number;
}

export interface BracketMatch {
  /** 'R16-1', 'QF2', 'SF1', 'F', '3P': round by places, numbered top to bottom. */
  id: string;
  /** 1 for the bracket's first round; the third-place match is in the final's round. */
  round: number;
  home: SlotSource;
  away: SlotSource;
}

export interface Bracket {
  /** Places: the next power of two from the number of entrants. */
  size: number;
  /** The first round's places top to bottom: each entrant's source, null for a bye. */
  draw: (SlotSource | null)[];
  /** Round by round, top to bottom; the third-place match just before the final. */
  matches: BracketMatch[];
}

export const nextPowerOfTwo = (n: number) => 2 ** Math.ceil(Math.log2(Math.max(2, n)));

/** Seed numbers (from 1) in bracket order: 1, 8, 4, 5, 2, 7, 3, 6 for eight places. */
export function seedingOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const places = order.length * 2;
    order = order.flatMap((seed) => [seed, places + 1 - seed]);
  }
  return order;
}

/** The round (from 1) in which the teams at two places would meet, if both win until then. */
const meetingRound = (a: number, b: number) => Math.floor(Math.log2(a ^ b)) + 1;

type Cost = number[];

const compareCost = (a: Cost, b: Cost) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  return 0;
};
const addCost = (a: Cost, b: Cost) => a.map((x, i) => x + (b[i] as number));

/** Search steps after which the best arrangement found so far is kept (never reached by real competitions). */
const SEARCH_BUDGET = 100_000;

/**
 * Places for `groups` (one per entrant to place, null when unknown) among `places`, given the
 * groups already at other places, so that teams of one group meet as late as possible. Entrants
 * are taken in seed order, each trying the free places from the one costing it least (ties: the
 * earlier place in seed order); the first arrangement found that no other beats is kept.
 * Returns the place of each entrant.
 */
export function arrange(
  groups: readonly (string | null)[],
  places: readonly number[],
  placed: ReadonlyMap<number, string>,
  size: number,
): number[] {
  const rounds = Math.log2(size);
  const none: Cost = new Array(rounds - 1).fill(0);
  // cost[i][j]: meetings of entrant i, put at places[j], with its group's teams already placed, by round.
  const cost = groups.map((group) =>
    places.map((place) => {
      const meetings = [...none];
      if (group === null) return meetings;
      for (const [other, otherGroup] of placed) {
        const round = meetingRound(place, other);
        if (otherGroup === group && round < rounds) meetings[round - 1] = (meetings[round - 1] as number) + 1;
      }
      return meetings;
    }),
  );
  const tries = cost.map((row) =>
    row.map((_, j) => j).sort((a, b) => compareCost(row[a] as Cost, row[b] as Cost) || a - b),
  );
  const taken = new Array<boolean>(places.length).fill(false);
  const cheapestFree = (i: number) => {
    const j = (tries[i] as number[]).find((k) => !taken[k]) as number;
    return cost[i]?.[j] as Cost;
  };
  const best: { cost: Cost | null; places: number[] } = { cost: null, places: [] };
  const chosen: number[] = [];
  let steps = 0;
  const search = (i: number, sofar: Cost) => {
    steps++;
    let bound = sofar;
    for (let k = i; k < groups.length; k++) bound = addCost(bound, cheapestFree(k));
    if (best.cost && (compareCost(bound, best.cost) >= 0 || steps > SEARCH_BUDGET)) return;
    if (i === groups.length) {
      best.cost = sofar;
      best.places = chosen.map((j) => places[j] as number);
      return;
    }
    for (const j of tries[i] as number[]) {
      if (taken[j]) continue;
      taken[j] = true;
      chosen.push(j);
      search(i + 1, addCost(sofar, cost[i]?.[j] as Cost));
      chosen.pop();
      taken[j] = false;
    }
  };
  search(0, none);
  return best.places;
}

/** The first round's places for entrants in seed order: standard seeding, byes to the top seeds, groups kept apart. */
export function drawBracket(entrants: readonly Entrant[]): (SlotSource | null)[] {
  const size = nextPowerOfTwo(entrants.length);
  const placeOfSeed = new Map(seedingOrder(size).map((seed, place) => [seed, place]));
  const draw = new Array<SlotSource | null>(size).fill(null);
  const placed = new Map<number, string>();
  const tiers = [...new Set(entrants.map((e) => e.tier))].sort((a, b) => a - b);
  for (const tier of tiers) {
    const seeds = entrants.flatMap((e, index) => (e.tier === tier ? [index + 1] : []));
    const places = seeds.map((seed) => placeOfSeed.get(seed) as number);
    const members = seeds.map((seed) => entrants[seed - 1] as Entrant);
    const arranged =
      tier === tiers[0]
        ? places
        : arrange(
            members.map((e) => e.group),
            places,
            placed,
            size,
          );
    members.forEach((entrant, i) => {
      const place = arranged[i] as number;
      draw[place] = entrant.source;
      if (entrant.group !== null) placed.set(place, entrant.group);
    });
  }
  return draw;
}

function roundPrefix(teams: number): string {
  if (teams === 2) return 'F';
  if (teams === 4) return 'SF';
  if (teams === 8) return 'QF';
  return `R${teams}-`;
}

/** The matches of a drawn bracket: a bye sends its seed straight to the next round. */
export function bracketMatches(draw: readonly (SlotSource | null)[], thirdPlace: boolean): BracketMatch[] {
  const matches: BracketMatch[] = [];
  let sources = [...draw];
  let semiFinals: BracketMatch[] = [];
  for (let round = 1; sources.length > 1; round++) {
    const prefix = roundPrefix(sources.length);
    const next: (SlotSource | null)[] = [];
    const inRound: BracketMatch[] = [];
    for (let i = 0; i < sources.length; i += 2) {
      const home = sources[i] ?? null;
      const away = sources[i + 1] ?? null;
      if (!home || !away) {
        next.push(home ?? away);
        continue;
      }
      const id = prefix === 'F' ? 'F' : `${prefix}${inRound.length + 1}`;
      inRound.push({ id, round, home, away });
      next.push({ kind: 'winner', match: id });
    }
    if (prefix === 'SF') semiFinals = inRound;
    if (prefix === 'F' && thirdPlace && semiFinals.length === 2) {
      const [sf1, sf2] = semiFinals as [BracketMatch, BracketMatch];
      matches.push({ id: '3P', round, home: { kind: 'loser', match: sf1.id }, away: { kind: 'loser', match: sf2.id } });
    }
    matches.push(...inRound);
    sources = next;
  }
  return matches;
}

/** A bracket for entrants in seed order (at least two). */
export function buildBracket(entrants: readonly Entrant[], thirdPlace: boolean): Bracket {
  const draw = drawBracket(entrants);
  return { size: draw.length, draw, matches: bracketMatches(draw, thirdPlace) };
}

/** "Winner of Group A", "Best third-placed team 1", "Loser of SF1"… */
export function placeholderLabel(source: Placeholder): string {
  const text = formatMessages.slot;
  switch (source.kind) {
    case 'group':
      return text.group(source.group, source.position);
    case 'best-placed':
      return text.bestPlaced(source.position, source.rank);
    case 'winner':
      return text.winner(source.match);
    case 'loser':
      return text.loser(source.match);
  }
}

/** "Final", "Semi-finals", "Quarter-finals", "Round of 16", "Third-place match". */
export function roundName(bracket: Pick<Bracket, 'size'>, match: Pick<BracketMatch, 'id' | 'round'>): string {
  const text = formatMessages.round;
  if (match.id === '3P') return text.thirdPlace;
  const teams = bracket.size / 2 ** (match.round - 1);
  if (teams === 2) return text.final;
  if (teams === 4) return text.semiFinals;
  if (teams === 8) return text.quarterFinals;
  return text.roundOf(teams);
}
