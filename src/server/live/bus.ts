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

/** The listeners of one process, by topic. */
export class TopicListeners {
  private readonly byTopic = new Map<string, Set<LiveListener>>();

  add(topic: string, listener: LiveListener): () => void {
    const set = this.byTopic.get(topic) ?? new Set();
    set.add(listener);
    this.byTopic.set(topic, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.byTopic.delete(topic);
    };
  }

  dispatch(message: LiveMessage): void {
    for (const listener of this.byTopic.get(message.topic) ?? []) listener(message);
  }

  clear(): void {
    this.byTopic.clear();
  }
}

/** The bus of a single process: listeners are called in the order messages are published. */
export function inProcessBus(): LiveBus {
  const listeners = new TopicListeners();
  return {
    async publish(message) {
      listeners.dispatch(message);
    },
    subscribe: (topic, listener) => listeners.add(topic, listener),
    async close() {
      listeners.clear();
    },
  };
}
