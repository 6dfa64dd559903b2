import { networkAnswered } from './network-answers';

/**
 * The live streams of the server (GET /api/live/...), one EventSource per address however many
 * screens listen. EventSource reconnects by itself and sends Last-Event-ID, so the server resumes
 * it without gaps; while it is down, listeners are told so they can poll instead.
 */
export interface LiveListener {
  /** What changed, as the server named it (`event`, `lineup`, `fixture`, …), when it said. */
  onChange(kind: string | null): void;
  onConnected(connected: boolean): void;
}

interface SharedStream {
  source: EventSource;
  listeners: Set<LiveListener>;
  connected: boolean;
}

const streams = new Map<string, SharedStream>();

export const liveStreamsSupported = () => typeof EventSource === 'function';

export function fixtureStream(fixtureId: string) {
  return `/api/live/fixture/${fixtureId}`;
}

/** Says when a tournament moved between the Past, Live and Future lists. */
export const TOURNAMENT_LISTS_STREAM = '/api/live/tournaments';

export function tournamentStream(tournamentId: string) {
  return `/api/live/tournament/${tournamentId}`;
}

function kindOf(data: unknown): string | null {
  try {
    const { kind } = JSON.parse(String(data)) as { kind?: unknown };
    return typeof kind === 'string' ? kind : null;
  } catch {
    return null;
  }
}

function open(path: string): SharedStream {
  const source = new EventSource(path);
  const stream: SharedStream = { source, listeners: new Set(), connected: false };
  const setConnected = (connected: boolean) => {
    if (stream.connected === connected) return;
    stream.connected = connected;
    for (const listener of stream.listeners) listener.onConnected(connected);
  };
  source.addEventListener('ready', () => {
    networkAnswered();
    setConnected(true);
  });
  source.addEventListener('change', (message) => {
    const kind = kindOf(message.data);
    for (const listener of stream.listeners) listener.onChange(kind);
  });
  source.addEventListener('error', () => setConnected(false));
  return stream;
}

/** Listens to a stream; answers the function that stops listening (closing it when nobody listens). */
export function listenLive(path: string, listener: LiveListener): () => void {
  const stream = streams.get(path) ?? open(path);
  streams.set(path, stream);
  stream.listeners.add(listener);
  listener.onConnected(stream.connected);
  return () => {
    stream.listeners.delete(listener);
    if (stream.listeners.size > 0) return;
    stream.source.close();
    streams.delete(path);
  };
}
