/**
 * The server answered something (a read, a live stream opening): the network works right now,
 * whatever the browser's `online` flag says (it lies on captive and flaky networks). The outbox
 * listens, so a short window of signal is not spent waiting for a backoff timer.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function networkAnswered(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` on every answer; answers the function that stops it. */
export function onNetworkAnswer(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
