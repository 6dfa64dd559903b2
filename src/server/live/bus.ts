/** A change spectators are told about, numbered per topic ('fixture:<id>' or 'tournament:<id>'). */
export interface LiveMessage {
  topic: string;
  seq: number;
  kind: string;
  data: unknown;
}

export type LiveListener = (message: LiveMessage) => void;

/** Carries committed changes to the streams of every server process. */
export interface LiveBus {
  publish(message: LiveMessage): Promise<void>;
  subscribe(topic: string, listener: LiveListener): () => void;
  close(): Promise<void>;
}

/** The bus of a single process: listeners are called in the order messages are published. */
export function inProcessBus(): LiveBus {
  const listeners = new Map<string, Set<LiveListener>>();
  return {
    async publish(message) {
      for (const listener of listeners.get(message.topic) ?? []) listener(message);
    },
    subscribe(topic, listener) {
      const set = listeners.get(topic) ?? new Set();
      set.add(listener);
      listeners.set(topic, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(topic);
      };
    },
    async close() {
      listeners.clear();
    },
  };
}
