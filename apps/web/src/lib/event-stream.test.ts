import { describe, expect, it } from 'vitest';
import { readServerSentEvents } from './event-stream';

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function all(body: ReadableStream<Uint8Array>) {
  const events = [];
  for await (const event of readServerSentEvents(body)) events.push(event);
  return events;
}

describe('reading an event stream', () => {
  it('joins messages split across chunks and skips comments', async () => {
    const events = await all(
      streamOf(
        ': open\n\nevent: chan',
        'ge\nid: 7\ndata: {"id":7}\n',
        '\n: beat\n\ndata: a\ndata: b\n\n',
      ),
    );
    expect(events).toEqual([
      { event: 'change', id: '7', data: '{"id":7}' },
      { event: 'message', id: undefined, data: 'a\nb' },
    ]);
  });

  it('keeps a message with only an id (where a stream starts)', async () => {
    expect(await all(streamOf('event: open\r\nid: 12\r\n\r\n'))).toEqual([
      { event: 'open', id: '12', data: '' },
    ]);
  });
});
