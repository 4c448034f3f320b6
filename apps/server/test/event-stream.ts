import type { TestClient } from './test-client';

export interface ServerSentEvent {
  event: string;
  id: string | undefined;
  data: string;
}

/**
 * A live stream read the way the web app reads it (fetch, Bearer token): its
 * answer, and its events one by one as they arrive.
 */
export interface EventStreamReader {
  response: Response;
  /** The next event, or an error after `timeoutMs` without one. */
  next(timeoutMs?: number): Promise<ServerSentEvent>;
  /** Every event that arrives within `ms` (to prove that none does). */
  during(ms: number): Promise<ServerSentEvent[]>;
  /** Resolves when the server ends the stream. */
  ended(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function openEventStream(
  client: TestClient,
  path: string,
  headers: Record<string, string> = {},
): Promise<EventStreamReader> {
  const response = await client.request(path, {
    headers: { Accept: 'text/event-stream', ...headers },
  });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  const queue: ServerSentEvent[] = [];
  let buffer = '';
  let done = false;
  let waiting: (() => void) | undefined;
  const pump = async () => {
    if (!reader || response.status !== 200) return;
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        buffer += decoder.decode(chunk.value, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = block.split('\n').filter((line) => !line.startsWith(':'));
          if (fields.length === 0) continue;
          const value = (name: string) =>
            fields
              .filter((line) => line.startsWith(`${name}:`))
              .map((line) => line.slice(name.length + 1).replace(/^ /, ''));
          queue.push({
            event: value('event')[0] ?? 'message',
            id: value('id')[0],
            data: value('data').join('\n'),
          });
          waiting?.();
        }
      }
    } catch {
      // Cancelled by close().
    }
    done = true;
    waiting?.();
  };
  void pump();
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      waiting = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  return {
    response,
    async next(timeoutMs = 2_000) {
      const until = Date.now() + timeoutMs;
      while (queue.length === 0 && !done && Date.now() < until) await wait(until - Date.now());
      const event = queue.shift();
      if (!event) throw new Error(done ? 'stream ended' : `no event within ${timeoutMs} ms`);
      return event;
    },
    async during(ms) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return queue.splice(0);
    },
    async ended(timeoutMs = 2_000) {
      const until = Date.now() + timeoutMs;
      while (!done && Date.now() < until) await wait(until - Date.now());
      if (!done) throw new Error(`stream still open after ${timeoutMs} ms`);
    },
    async close() {
      await reader?.cancel().catch(() => {});
    },
  };
}
