import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  NO_PAY_PLAN_DEFAULTS,
  type PayPlanDefaults,
  type ShiftTemplate,
} from '@das/shared/schemas/store-defaults';
import { dealerships } from '../../db/schema';

type Executor = Pick<Database, 'select' | 'update'>;

/** A store's settings as stored: null products and lenders mean "the defaults". */
export async function findStoreSettings(db: Executor, dealershipId: number) {
  const [row] = await db
    .select({
      name: dealerships.name,
      street: dealerships.street,
      city: dealerships.city,
      state: dealerships.state,
      postalCode: dealerships.postalCode,
      timeZone: dealerships.timeZone,
      products: dealerships.products,
      lenders: dealerships.lenders,
      miniThreshold: dealerships.miniThreshold,
      transitAlertDays: dealerships.transitAlertDays,
      smallSampleDeals: dealerships.smallSampleDeals,
    })
    .from(dealerships)
    .where(eq(dealerships.id, dealershipId));
  return row;
}

export type StoredSettings = NonNullable<Awaited<ReturnType<typeof findStoreSettings>>>;

/**
 * Saves a store's settings. Nothing already summed or stored changes: deals
 * keep their amounts and the mini threshold they were logged under.
 */
export async function saveStoreSettings(
  tx: Executor,
  dealershipId: number,
  settings: StoredSettings,
): Promise<void> {
  await tx.update(dealerships).set(settings).where(eq(dealerships.id, dealershipId));
}

/** Renames a store (its group admin does, from the group's settings). */
export async function renameStore(tx: Executor, dealershipId: number, name: string): Promise<void> {
  await tx.update(dealerships).set({ name }).where(eq(dealerships.id, dealershipId));
}

/** A store's shift templates (ADR 020); none until its admin saves some. */
export async function findShiftTemplates(db: Executor, dealershipId: number) {
  const [row] = await db
    .select({ templates: dealerships.shiftTemplates })
    .from(dealerships)
    .where(eq(dealerships.id, dealershipId));
  return row?.templates ?? [];
}

/** Replaces a store's shift templates; shifts already planned keep their shift. */
export async function saveShiftTemplates(
  tx: Executor,
  dealershipId: number,
  templates: ShiftTemplate[],
): Promise<void> {
  await tx
    .update(dealerships)
    .set({ shiftTemplates: templates })
    .where(eq(dealerships.id, dealershipId));
}

/** A store's default pay plan of each role (ADR 020); none until its admin saves some. */
export async function findPayPlanDefaults(
  db: Executor,
  dealershipId: number,
): Promise<PayPlanDefaults> {
  const [row] = await db
    .select({ plans: dealerships.payPlanDefaults })
    .from(dealerships)
    .where(eq(dealerships.id, dealershipId));
  return row?.plans ?? NO_PAY_PLAN_DEFAULTS;
}

/** Replaces a store's default pay plans; nobody's plan changes with them. */
export async function savePayPlanDefaults(
  tx: Executor,
  dealershipId: number,
  plans: PayPlanDefaults,
): Promise<void> {
  await tx
    .update(dealerships)
    .set({ payPlanDefaults: plans })
    .where(eq(dealerships.id, dealershipId));
}
