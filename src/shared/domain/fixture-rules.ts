/** Rules of the fixture builder (docs/rules.md#fixtures), shared by its screen and the server. */
export interface FixtureCard {
  homeTeam: string;
  awayTeam: string;
  matchDate: string;
  time: string;
  venue: string;
}

export type FixtureProblem = 'missing-fields' | 'duplicate' | 'same-team' | 'outside-dates';

/** A tournament's first and last day, "YYYY-MM-DD" in its own zone: its matches are played on them or between. */
export interface TournamentDays {
  startDate: string;
  endDate: string;
}

/** Whether a match day ("YYYY-MM-DD…", in the tournament's zone) is one of the tournament's days. */
export const withinDays = (matchDate: string, days: TournamentDays) => {
  const day = matchDate.slice(0, 10);
  return day >= days.startDate.slice(0, 10) && day <= days.endDate.slice(0, 10);
};

const filled = (card: FixtureCard) =>
  [card.homeTeam, card.awayTeam, card.matchDate, card.time, card.venue].every((value) => value.trim() !== '');

/** The same home team, away team, date and time twice in one submission. */
export const duplicateKey = (card: FixtureCard) =>
  `${card.homeTeam}|${card.awayTeam}|${card.matchDate.slice(0, 10)}|${card.time}`;

/** The first problem that stops a submit, in the order the screen reports them. */
export function findFixtureProblem(cards: readonly FixtureCard[], days: TournamentDays): FixtureProblem | null {
  if (!cards.every(filled)) return 'missing-fields';
  if (cards.some((card) => card.homeTeam === card.awayTeam)) return 'same-team';
  if (!cards.every((card) => withinDays(card.matchDate, days))) return 'outside-dates';
  const keys = cards.map(duplicateKey);
  return new Set(keys).size === keys.length ? null : 'duplicate';
}

/** Deleting is refused for the last card: at least one fixture must remain. */
export const canDeleteCard = (cards: readonly unknown[]) => cards.length > 1;

export interface RoundRobinOptions {
  /** 1: everyone plays everyone once; 2: home and away. */
  rounds: 1 | 2;
  /** First matchday, YYYY-MM-DD. */
  startDate: string;
  /** Days from one matchday to the next (at least 1, so no team plays twice on a date). */
  daysBetween: number;
  time: string;
  venue: string;
}

function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

export interface Pairing {
  home: string;
  away: string;
}

/**
 * Every pairing of the teams by matchday (the circle method): each matchday every team plays at
 * most once, and each pair meets once per round, home and away swapped in the second round.
 */
export function roundRobinMatchdays(teamIds: readonly string[], rounds: 1 | 2): Pairing[][] {
  if (teamIds.length < 2) return [];
  const ring: (string | null)[] = teamIds.length % 2 === 0 ? [...teamIds] : [...teamIds, null];
  const matchdays: Pairing[][] = [];
  for (let round = 0; round < rounds; round++) {
    for (let day = 0; day < ring.length - 1; day++) {
      const pairings: Pairing[] = [];
      for (let i = 0; i < ring.length / 2; i++) {
        const a = ring[i];
        const b = ring[ring.length - 1 - i];
        if (!a || !b) continue;
        // Alternate who is at home so nobody hosts every week; the second round mirrors the first.
        pairings.push(((day + i) % 2 === 0) !== (round === 1) ? { home: a, away: b } : { home: b, away: a });
      }
      matchdays.push(pairings);
      ring.splice(1, 0, ring.pop() as string | null);
    }
  }
  return matchdays;
}

/** A pairing's key: either order in a single round, the same home and away in a double one. */
const pairingKey = (rounds: 1 | 2, { home, away }: Pairing) =>
  rounds === 2 || home < away ? `${home}>${away}` : `${away}>${home}`;

/**
 * The round robin's matchdays without the pairings the tournament already has a fixture for
 * (docs/rules.md#fixtures): in a single round either order is the pairing, in a double round only
 * the same home and away. A matchday left with no match is dropped; `leftOut` counts the pairings.
 */
export function newPairings(
  teamIds: readonly string[],
  rounds: 1 | 2,
  existing: readonly Pairing[] = [],
): { matchdays: Pairing[][]; leftOut: number } {
  const taken = new Set(existing.map((pairing) => pairingKey(rounds, pairing)));
  let leftOut = 0;
  const matchdays = roundRobinMatchdays(teamIds, rounds)
    .map((pairings) => {
      const fresh = pairings.filter((pairing) => !taken.has(pairingKey(rounds, pairing)));
      leftOut += pairings.length - fresh.length;
      return fresh;
    })
    .filter((pairings) => pairings.length > 0);
  return { matchdays, leftOut };
}

/** The round robin's new pairings as builder cards, one matchday every `daysBetween` days. */
export function roundRobin(
  teamIds: readonly string[],
  options: RoundRobinOptions,
  existing: readonly Pairing[] = [],
): FixtureCard[] {
  const step = Math.max(1, Math.floor(options.daysBetween));
  return newPairings(teamIds, options.rounds, existing).matchdays.flatMap((pairings, day) => {
    const matchDate = addDays(options.startDate, day * step);
    return pairings.map(({ home, away }) => ({
      homeTeam: home,
      awayTeam: away,
      matchDate,
      time: options.time,
      venue: options.venue,
    }));
  });
}
