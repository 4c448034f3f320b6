import { z } from 'zod';

/** What a store event is about, and what happened to it (ADR 023). */
export const STORE_EVENT_KINDS = ['sale', 'deal'] as const;
export const STORE_EVENT_CHANGES = ['created', 'updated', 'status', 'deleted'] as const;

/**
 * One change in a store, as its live stream sends it (the `data` of a `change`
 * event): ids only, so a screen refetches what it shows through its own reach.
 */
export const storeEventSchema = z.object({
  id: z.number().int(),
  dealership_id: z.number().int(),
  kind: z.enum(STORE_EVENT_KINDS),
  entity_id: z.string(),
  change: z.enum(STORE_EVENT_CHANGES),
  at: z.string(),
});
export type StoreEvent = z.infer<typeof storeEventSchema>;

/**
 * The stream's event names: `open` comes first, its id where the stream starts;
 * `change` carries a StoreEvent; `reset` says the events since the client's
 * Last-Event-ID are no longer kept, so it refetches everything.
 */
export const STORE_STREAM_EVENTS = { open: 'open', change: 'change', reset: 'reset' } as const;
