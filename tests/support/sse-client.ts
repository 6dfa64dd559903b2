/** A frame of a Server-Sent Events stream, as EventSource would hand it over. */
export interface SseFrame {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
}

export interface SseConnection {
  status: number;
  /** Waits until `count` frames matching `accept` arrived (or fails after `timeoutMs`). */
  next(count: number, accept?: (frame: SseFrame) => boolean, timeoutMs?: number): Promise<SseFrame[]>;
  close(): void;
}

function parse(block: string): SseFrame {
  const frame: SseFrame = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    const [field, ...rest] = line.split(':');
    const value = rest.join(':').replace(/^ /, '');
    if (field === 'id' || field === 'event' || field === 'data') frame[field] = value;
  }
  return frame;
}

/** Opens a stream over real HTTP and collects its frames. */
export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseConnection> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const frames: SseFrame[] = [];
  const waiters = new Set<() => void>();
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            frames.push(parse(buffer.slice(0, end)));
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
          }
          for (const wake of waiters) wake();
        }
      } catch {
        // closed by the test
      }
    })();
  }
  return {
    status: response.status,
    next(count, accept = () => true, timeoutMs = 3000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const matching = frames.filter(accept);
          if (matching.length < count) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(matching.slice(0, count));
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} frames, got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => controller.abort(),
  };
}

export const changes = (frame: SseFrame) => frame.event === 'change';
