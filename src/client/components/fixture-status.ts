import { LIVE_STATUSES } from '../../shared/domain/fixture-status';
import { browseMessages } from '../../shared/messages';

const text = browseMessages.status;

export const isLive = (status: string) => LIVE_STATUSES.includes(status);

/** The labels of docs/rules.md#fixtures; SECOND_HALF and EXTRA_TIME are live too. */
export function statusLabel(status: string): string {
  if (status === 'FULL_TIME') return text.ended;
  if (status === 'HALF_TIME') return text.halfTime;
  if (isLive(status)) return text.live;
  return text.scheduled;
}

/** Scores only for a finished or live match; otherwise 'VS'. */
export const showsScore = (status: string) => status === 'FULL_TIME' || isLive(status);

/** Not kicked off yet (and not called off): gets the 'LIVE SOON' badge and the countdown. */
export const isUpcoming = (status: string) => !showsScore(status) && status !== 'CANCELLED';

/** Badge colour per state: red live, grey ended, green upcoming. */
export function statusColor(status: string): string {
  if (isLive(status)) return 'red';
  if (status === 'FULL_TIME') return 'gray';
  return 'pitch';
}

/** Kicked off at some point (live, finished or abandoned midway): not just scheduled or called off. */
export const wasPlayed = (status: string) => status !== 'SCHEDULED' && status !== 'CANCELLED';
