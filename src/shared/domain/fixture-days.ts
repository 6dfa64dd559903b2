import { LIVE_STATUSES } from './fixture-status';
import { zonedTime } from './zoned-time';

export interface DatedFixture {
  date: string;
  status: string;
  venue: string;
}

export interface FixtureGroup<F extends DatedFixture> {
  /** 'live' for the matches being played now, else the calendar day ("2025-11-22") in the zone. */
  key: string;
  live: boolean;
  fixtures: F[];
  /** The venue every fixture of the group shares (the default one for those without), else null. */
  venue: string | null;
}

/** Days already worked out: a fixture list asks for the same ones on every render, a season's worth in a league. */
const knownDays = new Map<string, string>();

/** The calendar day ("YYYY-MM-DD") of an instant in a time zone; an unknown zone counts as UTC. */
export function dayIn(iso: string, timeZone: string): string {
  const key = `${iso} ${timeZone}`;
  const known = knownDays.get(key);
  if (known !== undefined) return known;
  const at = zonedTime(iso, timeZone);
  const day = at ? `${at.year}-${at.monthNumber}-${at.day.padStart(2, '0')}` : iso.slice(0, 10);
  if (knownDays.size >= 2_000) knownDays.clear();
  knownDays.set(key, day);
  return day;
}

const sharedVenue = (fixtures: readonly DatedFixture[], defaultVenue: string): string | null => {
  const venues = new Set(fixtures.map((f) => f.venue.trim() || defaultVenue));
  return venues.size === 1 ? ([...venues][0] as string) : null;
};

/**
 * A tournament's fixture list: the matches being played now first, in a group of their own, then
 * one group per calendar day in the tournament's zone (a 23:30 kick-off in Kolkata is that day's,
 * though it is the day before in UTC), by kick-off; each says the venue its fixtures share.
 */
export function groupFixturesByDay<F extends DatedFixture>(
  fixtures: readonly F[],
  timeZone: string,
  defaultVenue: string,
): FixtureGroup<F>[] {
  const byKickOff = [...fixtures].sort(
    (a, b) => Date.parse(a.date) - Date.parse(b.date) || a.date.localeCompare(b.date),
  );
  const live = byKickOff.filter((f) => LIVE_STATUSES.includes(f.status));
  const days = new Map<string, F[]>();
  for (const fixture of byKickOff) {
    if (LIVE_STATUSES.includes(fixture.status)) continue;
    const day = dayIn(fixture.date, timeZone);
    days.set(day, [...(days.get(day) ?? []), fixture]);
  }
  const group = (key: string, list: F[], isLive: boolean): FixtureGroup<F> => ({
    key,
    live: isLive,
    fixtures: list,
    venue: sharedVenue(list, defaultVenue),
  });
  return [
    ...(live.length ? [group('live', live, true)] : []),
    ...[...days.keys()].sort().map((day) => group(day, days.get(day) as F[], false)),
  ];
}
