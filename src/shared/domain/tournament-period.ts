import { DateTime } from 'luxon';

/** The tournament lists (docs/rules.md#tournaments): over, on now (live), or to come. */
export type TournamentPeriod = 'past' | 'current' | 'future';

/**
 * The day last worked out for each zone, with the instants it starts and ends: a screen asks for
 * today many times a render (a fixture list, once a fixture), and each answer costs Luxon a
 * time-zone lookup.
 */
const knownDays = new Map<string, { day: string; from: number; until: number }>();

/** Today's date ("YYYY-MM-DD") in a time zone at `now` (epoch ms); an unknown zone counts as UTC. */
export function todayIn(timeZone: string, now = Date.now()): string {
  const known = knownDays.get(timeZone);
  if (known && now >= known.from && now < known.until) return known.day;
  const instant = DateTime.fromMillis(now, { zone: 'utc' });
  const zoned = instant.setZone(timeZone);
  const local = zoned.isValid ? zoned : instant;
  const day = (local.toISODate() as string).slice(0, 10);
  if (knownDays.size >= 100) knownDays.clear();
  knownDays.set(timeZone, {
    day,
    from: local.startOf('day').toMillis(),
    until: local.plus({ days: 1 }).startOf('day').toMillis(),
  });
  return day;
}

/** The instant (epoch ms) the next day begins in a time zone after `now`; an unknown zone counts as UTC. */
export function nextMidnightIn(timeZone: string, now = Date.now()): number {
  const instant = DateTime.fromMillis(now, { zone: 'utc' });
  const local = instant.setZone(timeZone);
  return (local.isValid ? local : instant).plus({ days: 1 }).startOf('day').toMillis();
}

/**
 * Which list a tournament belongs to, by its days as of today in its own time zone: one rule for
 * the server's lists and the phone's screens, so an evening match on a tournament's last day west
 * of UTC is still live on both. While one of its matches is being played (`playing`, from the
 * server), it is on now whatever its dates: a match started early, or still going at midnight.
 */
export function periodOf(
  tournament: { startDate: string; endDate: string; timeZone: string; playing?: boolean },
  now = Date.now(),
): TournamentPeriod {
  if (tournament.playing) return 'current';
  const today = todayIn(tournament.timeZone, now);
  if (tournament.startDate.slice(0, 10) > today) return 'future';
  if (tournament.endDate.slice(0, 10) < today) return 'past';
  return 'current';
}

type Dated = { startDate: string; endDate: string; timeZone: string };

/**
 * A list split by period, on now first, then the ones to come (soonest first), then the finished
 * (latest first); periods with none are left out.
 */
export function groupByPeriod<T extends Dated>(list: readonly T[], now = Date.now()) {
  const of = (period: TournamentPeriod) => list.filter((tournament) => periodOf(tournament, now) === period);
  const groups = [
    { period: 'current' as const, tournaments: of('current') },
    { period: 'future' as const, tournaments: of('future').sort((a, b) => a.startDate.localeCompare(b.startDate)) },
    { period: 'past' as const, tournaments: of('past').sort((a, b) => b.endDate.localeCompare(a.endDate)) },
  ];
  return groups.filter((group) => group.tournaments.length > 0);
}
