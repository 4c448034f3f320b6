import { z } from 'zod';
import { STORE_EVENT_CHANGES, STORE_EVENT_KINDS } from '../store-events';

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

/** What a reconnecting stream sends back: the last event id it has. */
export const lastEventIdHeadersSchema = z.object({
  'last-event-id': z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
});
