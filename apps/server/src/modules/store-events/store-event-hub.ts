import type { StoreEvent } from '@das/shared/schemas/store-events';
import type { Database } from '../../db/client';
import type { Logger } from '../../lib/logger';
import type { StoreSignals } from './store-signals';
import { storeEventsAfter } from './store-events.repository';

/** Events read at once for a store; a screen far behind gets the rest in the next reads. */
const READ_BATCH = 200;
/**
 * Open streams one person may hold on one app server (several tabs, a wall
 * screen): a new one past this closes their oldest, which is most likely a tab
 * left behind, rather than refusing the screen in front of them.
 */
export const MAX_STREAMS_PER_USER = 6;

export interface StreamTarget {
  userId: string;
  dealershipId: number;
  /** The last event this stream has: its Last-Event-ID, or the store's newest when it opened. */
  after: number;
  send(events: StoreEvent[]): void;
  /** Called when a newer stream of the same person pushes this one out. */
  close(): void;
}

interface Stream extends StreamTarget {
  cursor: number;
}

interface StoreStreams {
  streams: Set<Stream>;
  reading: Promise<void> | undefined;
  again: boolean;
}

/**
 * One app server's live streams, by store (ADR 027). A signal for a store
 * starts one read of its events past the furthest-behind stream's cursor, and
 * each stream gets those past its own; signals that come while a read runs
 * make one more read after it.
 */
export class StoreEventHub {
  private stores = new Map<number, StoreStreams>();
  private byUser = new Map<string, Stream[]>();

  constructor(
    private db: Database,
    private signals: StoreSignals,
    private logger: Logger,
  ) {
    signals.listen((dealershipId) => {
      if (dealershipId === null) for (const id of this.stores.keys()) this.wake(id);
      else if (Number.isInteger(dealershipId)) this.wake(dealershipId);
    });
  }

  /** Tells every app server (this one included) that a store's events have grown. */
  async announce(dealershipId: number): Promise<void> {
    try {
      await this.signals.publish(dealershipId);
    } catch (error) {
      // The write stands; streams find its event on their next heartbeat.
      this.logger.warn('store event not announced', { dealershipId, error });
    }
  }

  /** Starts sending a store's events to a stream; returns how to stop. */
  open(target: StreamTarget): () => void {
    const stream: Stream = { ...target, cursor: target.after };
    const store = this.storeOf(target.dealershipId);
    store.streams.add(stream);
    const mine = [...(this.byUser.get(target.userId) ?? []), stream];
    this.byUser.set(target.userId, mine);
    while (mine.length > MAX_STREAMS_PER_USER) mine.shift()?.close();
    // What committed between the cursor and now, and the replay after a Last-Event-ID.
    this.wake(target.dealershipId);
    return () => this.drop(stream);
  }

  /** Reads a store's new events for its streams (also on every stream's heartbeat). */
  wake(dealershipId: number): void {
    const store = this.stores.get(dealershipId);
    if (!store) return;
    if (store.reading) {
      store.again = true;
      return;
    }
    store.reading = this.read(dealershipId, store)
      .catch((error: unknown) => this.logger.warn('store events unread', { dealershipId, error }))
      .finally(() => {
        store.reading = undefined;
        if (store.streams.size === 0) this.stores.delete(dealershipId);
        else if (store.again) {
          store.again = false;
          this.wake(dealershipId);
        }
      });
  }

  /** Resolves once every read started so far is done (tests, shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.stores.values()].map((store) => store.reading));
  }

  streamCount(): number {
    return [...this.stores.values()].reduce((sum, store) => sum + store.streams.size, 0);
  }

  async close(): Promise<void> {
    for (const store of this.stores.values()) for (const stream of store.streams) stream.close();
    await this.settled();
    await this.signals.close();
  }

  private async read(dealershipId: number, store: StoreStreams): Promise<void> {
    for (;;) {
      if (store.streams.size === 0) return;
      const from = Math.min(...[...store.streams].map((stream) => stream.cursor));
      const events = await storeEventsAfter(this.db, dealershipId, from, READ_BATCH);
      for (const stream of store.streams) {
        const unseen = events.filter((event) => event.id > stream.cursor);
        if (unseen.length === 0) continue;
        stream.cursor = unseen[unseen.length - 1]!.id;
        stream.send(unseen);
      }
      if (events.length < READ_BATCH) return;
    }
  }

  private storeOf(dealershipId: number): StoreStreams {
    let store = this.stores.get(dealershipId);
    if (!store) {
      store = { streams: new Set(), reading: undefined, again: false };
      this.stores.set(dealershipId, store);
    }
    return store;
  }

  private drop(stream: Stream): void {
    const store = this.stores.get(stream.dealershipId);
    store?.streams.delete(stream);
    if (store && store.streams.size === 0 && !store.reading)
      this.stores.delete(stream.dealershipId);
    const mine = (this.byUser.get(stream.userId) ?? []).filter((other) => other !== stream);
    if (mine.length > 0) this.byUser.set(stream.userId, mine);
    else this.byUser.delete(stream.userId);
  }
}
