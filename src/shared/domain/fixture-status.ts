/** A match only moves forward: updates that arrive late or twice never take it back (docs/rules.md#fixtures). */
const PROGRESSION = ['SCHEDULED', 'LIVE', 'HALF_TIME', 'SECOND_HALF', 'EXTRA_TIME', 'FULL_TIME'];

export const isFinal = (status: string) => status === 'FULL_TIME';

/** Statuses of a match being played right now (the tracker also sends SECOND_HALF and EXTRA_TIME). */
export const LIVE_STATUSES: readonly string[] = ['LIVE', 'HALF_TIME', 'SECOND_HALF', 'EXTRA_TIME'];

/**
 * The status to keep when `requested` arrives for a fixture at `current`. FULL_TIME is final; along
 * the progression only forward moves apply; CANCELLED and OTHERS may be set or left at any point before the end.
 */
export function nextStatus(current: string, requested: string): string {
  if (isFinal(current)) return current;
  const from = PROGRESSION.indexOf(current);
  const to = PROGRESSION.indexOf(requested);
  if (from === -1 || to === -1) return requested;
  return to >= from ? requested : current;
}
