export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 60_000;

/**
 * Exponential backoff with full jitter (docs/offline.md): after the n-th failure wait a random time
 * below min(60 s, 1 s · 2^(n-1)), so phones that lost the network together do not return together.
 * A server's Retry-After is a floor, still capped at 60 s.
 */
export function backoffMs(failures: number, random: () => number, retryAfterMs = 0): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1));
  return Math.min(BACKOFF_CAP_MS, Math.max(Math.floor(random() * ceiling), retryAfterMs));
}
