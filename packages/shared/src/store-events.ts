/** What a store event is about, and what happened to it (ADR 027). */
export const STORE_EVENT_KINDS = ['sale', 'deal'] as const;
export const STORE_EVENT_CHANGES = ['created', 'updated', 'status', 'deleted'] as const;

/**
 * The stream's event names: `open` comes first, its id where the stream starts;
 * `change` carries a StoreEvent; `reset` says the events since the client's
 * Last-Event-ID are no longer kept, so it refetches everything. Apart from the
 * schemas, so the web reads them without loading zod on every dashboard.
 */
export const STORE_STREAM_EVENTS = { open: 'open', change: 'change', reset: 'reset' } as const;
