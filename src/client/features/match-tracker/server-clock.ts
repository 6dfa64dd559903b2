import type { TrackerState } from '../../../shared/domain/match-tracker';

/**
 * Every phone dates its entries and runs the match clock on the server's clock, so two phones show
 * the same minute and order entries alike whatever their own clocks say (docs/match-log.md). The
 * offset is measured on each read of the match log and kept for offline use.
 */
const OFFSET_KEY = 'pitchside-clock-offset';
const DEVICE_KEY = 'pitchside-device';

let offsetMs = Number(globalThis.localStorage?.getItem(OFFSET_KEY) ?? 0) || 0;

/** Takes the server's time of an answer that was asked at `sentAt` and arrived at `receivedAt`. */
export function measureOffset(serverTime: number, sentAt: number, receivedAt: number): void {
  offsetMs = Math.round(serverTime - (sentAt + receivedAt) / 2);
  globalThis.localStorage?.setItem(OFFSET_KEY, String(offsetMs));
}

/** How far the server's clock is ahead of this phone's (ms). */
export const clockOffset = (): number => offsetMs;

/** Now on the server's clock (epoch ms). */
export const serverNow = (): number => Date.now() + offsetMs;

/**
 * The instant of a tap: now on the server's clock, but after every entry the phone has seen, even
 * when a new measure of the offset moved the clock back (a slow answer skews it by up to half its
 * round trip). The log orders entries by instant, so a tap lands where the scorer made it: a foul
 * just after kick-off never falls before it.
 */
export function tapInstant(state: Pick<TrackerState, 'log'>, now = serverNow()): number {
  const latestSeen = state.log.reduce((latest, entry) => Math.max(latest, entry.at), 0);
  return Math.max(now, latestSeen + 1);
}

/** This phone's id in the match log: entries of two phones about one fact merge. */
export function deviceId(): string {
  const stored = globalThis.localStorage?.getItem(DEVICE_KEY);
  if (stored) return stored;
  const id = crypto.randomUUID();
  globalThis.localStorage?.setItem(DEVICE_KEY, id);
  return id;
}
