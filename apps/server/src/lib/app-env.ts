import type { Clock } from '@das/shared/clock';
import type { SessionUser } from '@das/shared/schemas/auth';
import type { AuthServices } from '../auth/auth-services';
import type { Database, DatabaseKind } from '../db/client';
import type { Env } from '../env';
import type { StoreEventHub } from '../modules/store-events/store-event-hub';
import type { IdempotencyReservation } from './idempotency';
import type { Logger } from './logger';

/** What every handler can reach through `c.var`. */
export interface AppDeps {
  db: Database;
  dbKind: DatabaseKind;
  env: Env;
  logger: Logger;
  auth: AuthServices;
  /** Where every business "today" comes from. */
  clock: Clock;
  /**
   * The live streams of this server and the signals between servers (ADR 027):
   * a deal or sale write announces its store after its transaction commits.
   */
  storeEvents: StoreEventHub;
}

export interface AppEnv {
  Variables: AppDeps & {
    requestId: string;
    /** Set by requireUser on authenticated routes. */
    user: SessionUser;
    sessionId: string;
    /** Set by the idempotent middleware when the request holds an Idempotency-Key. */
    idempotency?: IdempotencyReservation;
    /** Set by requireBoardLink on the showroom board's routes: the device's link and store. */
    boardLink?: { id: string; dealershipId: number };
    /** The caller's own store and its time zone, read with the session (requireUser). */
    ownStore?: { id: number; timeZone: string };
  };
}
