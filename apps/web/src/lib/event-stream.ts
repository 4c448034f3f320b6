import { STORE_STREAM_EVENTS } from '@das/shared/store-events';
import { ApiError, openEventStream } from './api-client';

/** One message of a text/event-stream (HTML "server-sent events"). */
export interface ServerSentEvent {
  event: string;
  id: string | undefined;
  data: string;
}

/**
 * The messages of an event stream's body as they arrive, read the way
 * EventSource reads them (blank line ends a message, `:` lines are comments,
 * a missing event name is `message`), for streams opened with fetch.
 */
export async function* readServerSentEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let message: ServerSentEvent = { event: 'message', id: undefined, data: '' };
  let hasData = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (line === '') {
          if (hasData || message.id !== undefined) yield message;
          message = { event: 'message', id: undefined, data: '' };
          hasData = false;
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') message.event = text;
        else if (field === 'id') message.id = text;
        else if (field === 'data') {
          message.data = hasData ? `${message.data}\n${text}` : text;
          hasData = true;
        }
      }
    }
  } finally {
    reader.releaseLock();
  }
}

/** Waits between tries after a drop: doubling from one second up to thirty. */
const RETRY_MS = { first: 1_000, max: 30_000 };
/** Answers no retry can change: the store is out of reach, the session or device token is over. */
const FINAL_STATUSES = new Set([400, 401, 403, 404]);

export interface StoreStreamHandlers {
  /** A stream is open (again): what was missed is on its way, or `reset` says to reload. */
  onOpen?(): void;
  /** A change or a `reset`: whatever the screen shows may be out of date. */
  onChange(): void;
  /** The stream dropped and waits to try again. */
  onDrop?(): void;
  /** The server refused the stream for good (401, 403…): retrying cannot help. */
  onRefused?(error: ApiError): void;
}

/**
 * Follows a store's event stream (ADR 027) until `signal` aborts: after a
 * network drop or a server restart it opens again with a back-off, sending the
 * last id it had, so the server replays what was missed.
 */
export async function followStoreStream(
  path: string,
  { signal, deviceToken }: { signal: AbortSignal; deviceToken?: string },
  handlers: StoreStreamHandlers,
): Promise<void> {
  let lastEventId: string | undefined;
  let retryMs = RETRY_MS.first;
  while (!signal.aborted) {
    try {
      const response = await openEventStream(path, { signal, lastEventId, deviceToken });
      for await (const event of readServerSentEvents(response.body!)) {
        if (event.id !== undefined) lastEventId = event.id;
        retryMs = RETRY_MS.first;
        if (event.event === STORE_STREAM_EVENTS.open) handlers.onOpen?.();
        else handlers.onChange();
      }
    } catch (error) {
      if (signal.aborted) return;
      if (error instanceof ApiError && FINAL_STATUSES.has(error.status)) {
        handlers.onRefused?.(error);
        return;
      }
    }
    handlers.onDrop?.();
    await new Promise((resolve) => setTimeout(resolve, retryMs));
    retryMs = Math.min(retryMs * 2, RETRY_MS.max);
  }
}
