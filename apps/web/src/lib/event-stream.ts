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
