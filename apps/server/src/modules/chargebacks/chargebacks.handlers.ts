import type { RouteHandler } from '@hono/zod-openapi';
import { PRODUCTS } from '@das/shared/deals';
import { roundMoney } from '@das/shared/money';
import type { Chargeback } from '@das/shared/schemas/chargebacks';
import type { Deal } from '@das/shared/schemas/deals';
import { fieldIssue } from '@das/shared/validation';
import type { FieldIssue } from '@das/shared/errors';
import type { AppEnv } from '../../lib/app-env';
import { AppError, validationError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { requestToday } from '../../lib/store-calendar';
import { findVisibleDeal } from '../deals/deals.handlers';
import { recordStoreEvent } from '../store-events/store-events.repository';
import * as repository from './chargebacks.repository';
import type * as routes from './chargebacks.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

/** Products that may still be charged back: sold on a deal that stands, and not charged back yet. */
function openProducts(deal: Deal, recorded: readonly Chargeback[]) {
  if (deal.status === 'Unwound') return [];
  return PRODUCTS.filter(
    (product) => deal.products[product] > 0 && !recorded.some((entry) => entry.product === product),
  );
}

/** Every rule of a new chargeback that needs the deal, each naming its field (ADR 031). */
function chargebackIssues(
  deal: Deal,
  recorded: readonly Chargeback[],
  input: { product: Chargeback['product']; amount: number; day: string },
  today: string,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const open = openProducts(deal, recorded);
  if (!open.includes(input.product)) {
    issues.push(fieldIssue('product', 'not_one_of', { values: [...open] }));
  } else if (input.amount > deal.products[input.product]) {
    issues.push(fieldIssue('amount', 'too_big', { maximum: deal.products[input.product] }));
  }
  if (input.day < deal.deal_date || input.day > today) {
    issues.push(
      fieldIssue('chargeback_date', 'date_out_of_range', {
        minimum: deal.deal_date,
        maximum: today,
      }),
    );
  }
  return issues;
}

/** The store's live boards refetch: the deal's chargeback figures changed. */
async function recordDealChange(tx: Parameters<typeof recordStoreEvent>[0], deal: Deal) {
  await recordStoreEvent(tx, {
    dealershipId: deal.dealership_id,
    kind: 'deal',
    entityId: deal.id,
    change: 'updated',
  });
}

export const list: Handler<'listChargebacks'> = async (c) => {
  const deal = await findVisibleDeal(c, c.req.valid('param').id);
  return c.json({ chargebacks: await repository.dealChargebacks(c.var.db, deal.id) }, 200);
};

export const create: Handler<'createChargeback'> = async (c) => {
  const deal = await findVisibleDeal(c, c.req.valid('param').id);
  const input = c.req.valid('json');
  const today = await requestToday(c, deal.dealership_id);
  const amount = roundMoney(input.amount);
  const day = input.chargeback_date ?? today;
  const recorded = await repository.dealChargebacks(c.var.db, deal.id);
  const issues = chargebackIssues(deal, recorded, { product: input.product, amount, day }, today);
  if (issues.length > 0) throw validationError(issues);
  try {
    const created = await c.var.db.transaction(async (tx) => {
      const id = await repository.insertChargeback(tx, {
        dealershipId: deal.dealership_id,
        dealId: deal.id,
        product: input.product,
        amount: amount.toFixed(2),
        chargebackDate: day,
        fiManagerId: deal.fi_manager_id,
        recordedBy: c.var.user.id,
      });
      const after = (await repository.dealChargebacks(tx, deal.id)).find((row) => row.id === id)!;
      await recordAudit(tx, c, {
        operation: 'chargeback.create',
        entityType: 'chargeback',
        entityId: id,
        dealershipId: deal.dealership_id,
        after,
      });
      await recordDealChange(tx, deal);
      return after;
    });
    await c.var.storeEvents.announce(deal.dealership_id);
    return c.json(created, 201);
  } catch (error) {
    // Two people recording the same product at once: the second hears it is taken.
    if (isUniqueViolation(error, 'chargebacks_dealId_product_unique')) {
      const now = await repository.dealChargebacks(c.var.db, deal.id);
      throw validationError([
        fieldIssue('product', 'not_one_of', { values: [...openProducts(deal, now)] }),
      ]);
    }
    throw error;
  }
};

export const remove: Handler<'deleteChargeback'> = async (c) => {
  const { id, chargeback_id: chargebackId } = c.req.valid('param');
  const deal = await findVisibleDeal(c, id);
  const before = (await repository.dealChargebacks(c.var.db, deal.id)).find(
    (row) => row.id === chargebackId,
  );
  if (!before) throw new AppError('NOT_FOUND', 'Chargeback not found');
  await c.var.db.transaction(async (tx) => {
    await repository.deleteChargeback(tx, deal.id, chargebackId);
    await recordAudit(tx, c, {
      operation: 'chargeback.delete',
      entityType: 'chargeback',
      entityId: chargebackId,
      dealershipId: deal.dealership_id,
      before,
    });
    await recordDealChange(tx, deal);
  });
  await c.var.storeEvents.announce(deal.dealership_id);
  return c.body(null, 204);
};
