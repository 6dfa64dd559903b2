/** How the match detail screen groups and orders events (docs/rules.md#match-events). */
export const EVENT_GROUPS = ['GOAL', 'PENALTY', 'CARD', 'SUBSTITUTION', 'OTHER'] as const;
export type EventGroup = (typeof EVENT_GROUPS)[number];

interface Groupable {
  type?: string | null;
  minute?: number | null;
}

export function groupOf(type: string): EventGroup {
  switch (type) {
    case 'GOAL':
    case 'OWN_GOAL':
      return 'GOAL';
    case 'PENALTY':
      return 'PENALTY';
    case 'YELLOW_CARD':
    case 'RED_CARD':
      return 'CARD';
    case 'SUBSTITUTION':
      return 'SUBSTITUTION';
    default:
      return 'OTHER';
  }
}

/** Events without a type or without a real, non-negative minute are dropped (docs/rules.md#match-events). */
const isShown = (event: Groupable) =>
  !!event.type && typeof event.minute === 'number' && Number.isFinite(event.minute) && event.minute >= 0;

/** Every shown event by minute; events of the same minute keep the order they came in. */
export function sortedTimeline<T extends Groupable>(events: readonly T[]): T[] {
  return events.filter(isShown).sort((a, b) => (a.minute as number) - (b.minute as number));
}

export function groupEvents<T extends Groupable>(events: readonly T[]): Record<EventGroup, T[]> {
  const groups = Object.fromEntries(EVENT_GROUPS.map((group) => [group, [] as T[]])) as Record<EventGroup, T[]>;
  for (const event of sortedTimeline(events)) groups[groupOf(event.type as string)].push(event);
  return groups;
}

export const isPenaltyScored = (event: { penaltyOutcome?: string | null }) => event.penaltyOutcome === 'SCORED';
