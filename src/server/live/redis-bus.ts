import { Redis } from 'ioredis';
import { type LiveBus, type LiveMessage, TopicListeners } from './bus';

const CHANNEL = 'pitchside:live';

/**
 * The bus of many processes: every process publishes to one Redis channel and hears every message,
 * its own included, so local listeners are called once, from the subscription. A message lost while
 * Redis is away is not lost to spectators: streams fill gaps from the database by number.
 */
export async function redisBus(url: string, warn: (text: string) => void = console.warn): Promise<LiveBus> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true });
  let connected = false;
  // ioredis reconnects by itself; an outage after start is reported, not fatal.
  for (const client of [publisher, subscriber]) {
    client.on('error', (error: Error) => connected && warn(`Redis: ${error.message}`));
  }
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(CHANNEL);
  connected = true;

  const listeners = new TopicListeners();
  subscriber.on('message', (_channel: string, raw: string) => listeners.dispatch(JSON.parse(raw) as LiveMessage));

  return {
    async publish(message) {
      await publisher.publish(CHANNEL, JSON.stringify(message));
    },
    subscribe: (topic, listener) => listeners.add(topic, listener),
    async close() {
      listeners.clear();
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
