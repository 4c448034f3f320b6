import type { RouteHandler } from '@hono/zod-openapi';
import { noCredit } from '@das/shared/deal-metrics';
import { PRODUCTS } from '@das/shared/deals';
import { goalPace } from '@das/shared/goal-pace';
import { addDays, daysInMonth, monthRange, todayIn } from '@das/shared/periods';
import { shiftSpan, type Shift } from '@das/shared/schemas/schedule';
import type { ShowroomBoard } from '@das/shared/schemas/showroom-board';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';
import { auditedChange, recordAudit, storeAuditEntry } from '../../lib/audit';
import { resolveWriteDealership } from '../../lib/tenant-scope';
import { listStaff } from '../dealerships/staff.repository';
import { findShiftTemplates } from '../dealerships/store-settings.repository';
import * as figures from '../deals/deal-figures.repository';
import { newestDeals } from '../deals/deals.repository';
import { storePeriodGoals } from '../goals/period-goals';
import { newestSales } from '../sales/sales.repository';
import { shiftsBetween } from '../schedule/schedule.repository';
import { storeEventStream } from '../store-events/store-event-stream';
import * as links from './board-links.repository';
import { newBoardToken } from './board-token';
import type * as routes from './showroom-board.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

/** Newest sales and deals on the board, and products in its top list: what a wall screen holds. */
const FEED_SIZE = 8;
const TOP_PRODUCTS = 5;

async function settingsOf(db: Database, dealershipId: number) {
  const settings = await links.findBoardSettings(db, dealershipId);
  if (!settings) throw new AppError('NOT_FOUND', 'Dealership not found');
  return settings;
}

async function linksAnswer(db: Database, dealershipId: number) {
  const [settings, list] = await Promise.all([
    settingsOf(db, dealershipId),
    links.listBoardLinks(db, dealershipId),
  ]);
  return { dealershipId, showGross: settings.showGross, links: list };
}

export const list: Handler<'listBoardLinks'> = async (c) => {
  const { dealership_id: requested } = c.req.valid('param');
  const dealershipId = await resolveWriteDealership(c.var.db, c.var.user, requested);
  return c.json(await linksAnswer(c.var.db, dealershipId), 200);
};

export const create: Handler<'createBoardLink'> = async (c) => {
  const { dealership_id: requested } = c.req.valid('param');
  const { label } = c.req.valid('json');
  const dealershipId = await resolveWriteDealership(c.var.db, c.var.user, requested);
  const { token, tokenHash } = newBoardToken();
  const user = c.var.user;
  const created = await c.var.db.transaction(async (tx) => {
    const row = await links.insertBoardLink(tx, {
      dealershipId,
      tokenHash,
      label,
      createdBy: user.id,
    });
    // The audit names the link, never its token.
    await recordAudit(tx, c, {
      operation: 'boardLink.create',
      entityType: 'board_link',
      entityId: row.id,
      dealershipId,
      after: { label },
    });
    return row;
  });
  const link = {
    id: created.id,
    label,
    createdAt: created.createdAt.toISOString(),
    createdBy: user.name || null,
    lastSeenAt: null,
  };
  return c.json({ link, token }, 201);
};

export const revoke: Handler<'revokeBoardLink'> = async (c) => {
  const { dealership_id: requested, link_id: linkId } = c.req.valid('param');
  const dealershipId = await resolveWriteDealership(c.var.db, c.var.user, requested);
  await c.var.db.transaction(async (tx) => {
    const revoked = await links.revokeBoardLink(tx, dealershipId, linkId);
    if (!revoked) throw new AppError('NOT_FOUND', 'Board link not found');
    await recordAudit(tx, c, {
      operation: 'boardLink.revoke',
      entityType: 'board_link',
      entityId: revoked.id,
      dealershipId,
      before: { label: revoked.label },
    });
  });
  return c.body(null, 204);
};

export const saveSettings: Handler<'saveBoardSettings'> = async (c) => {
  const { dealership_id: requested } = c.req.valid('param');
  const { showGross } = c.req.valid('json');
  const dealershipId = await resolveWriteDealership(c.var.db, c.var.user, requested);
  await auditedChange(
    c,
    storeAuditEntry('boardSettings.save', dealershipId),
    async (tx) => ({ showGross: (await settingsOf(tx, dealershipId)).showGross }),
    async (tx) => {
      await links.saveBoardShowsGross(tx, dealershipId, showGross);
      return { showGross };
    },
  );
  return c.json(await linksAnswer(c.var.db, dealershipId), 200);
};

/** Names of a deal's salespeople, a split as both. */
const splitName = (first: string | null, second: string | null) =>
  [first, second].filter(Boolean).join(' & ') || null;

/**
 * The board (ADR 028): every figure from the repositories the dashboards read
 * (ADR 017), by the store's calendar and the one clock. With gross off the
 * amounts are never put in the answer, not merely hidden by the screen.
 */
export const board: Handler<'getBoard'> = async (c) => {
  const { dealershipId } = c.var.boardLink!;
  const db = c.var.db;
  const settings = await settingsOf(db, dealershipId);
  const { showGross } = settings;
  const today = todayIn(settings.timeZone, c.var.clock.now());
  const day = { start: today, end: addDays(today, 1) };
  const [year, month] = today.split('-').map(Number) as [number, number];
  const thisMonth = monthRange(year, month);
  const scope = { ids: [dealershipId] };
  const [todayCredit, monthCredit, todayTotal, monthTotal, goals, staff, sales, deals, shifts] =
    await Promise.all([
      figures.creditedSums(db, scope, { range: day }),
      figures.creditedSums(db, scope, { range: thisMonth }),
      figures.dealTotals(db, scope, { range: day }),
      figures.dealTotals(db, scope, { range: thisMonth }),
      storePeriodGoals(db, dealershipId, thisMonth),
      listStaff(db, dealershipId),
      newestSales(db, scope, {}, FEED_SIZE),
      newestDeals(db, scope, FEED_SIZE),
      shiftsBetween(db, dealershipId, day.start, day.end),
    ]);
  const templates = shifts.length > 0 ? await findShiftTemplates(db, dealershipId) : [];
  const money = <T>(value: T) => (showGross ? value : undefined);

  const storeGoal = goals.find((goal) => goal.userId === null);
  const pace = storeGoal
    ? goalPace({
        target: storeGoal.unitTarget,
        actual: monthTotal.sums.units,
        currentDay: Number(today.slice(8, 10)),
        daysInMonth: daysInMonth(today),
      })
    : null;

  const nameOf = new Map(staff.map((person) => [person.userId, person]));
  const salespeople = staff
    .filter((person) => person.role === 'salesperson')
    .map((person) => {
      const month = monthCredit.get(person.userId) ?? noCredit();
      return {
        userId: person.userId,
        name: `${person.firstName} ${person.lastName}`,
        active: person.isActive,
        todayUnits: (todayCredit.get(person.userId) ?? noCredit()).units,
        monthUnits: month.units,
        monthGross: money(month.totalGross),
      };
    })
    // People who left stay on the board while they have units this month.
    .filter((row) => row.active || row.monthUnits > 0)
    .sort((a, b) => b.todayUnits - a.todayUnits || b.monthUnits - a.monthUnits)
    .map(({ active: _active, ...row }) => row);

  const feed: ShowroomBoard['feed'] = [
    ...sales.map((sale) => ({
      kind: 'sale' as const,
      id: sale.id,
      at: sale.created_at,
      salesperson: sale.salesperson_name,
      vehicleType: sale.vehicle_type,
      vehicle: sale.vehicle_model,
      status: sale.status,
    })),
    ...deals.map((deal) => ({
      kind: 'deal' as const,
      id: deal.id,
      at: deal.created_at,
      salesperson: splitName(deal.salesperson_name, deal.second_salesperson_name),
      vehicleType: deal.vehicle_type,
      vehicle: deal.manufacturer,
      status: deal.status,
      gross: money(deal.total_gross),
    })),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, FEED_SIZE);

  const onShift = shifts.flatMap(({ userId, ...planned }) => {
    const person = nameOf.get(userId);
    const shift = planned.shift as Shift | null;
    if (!person?.isActive || !shift || shift === 'off') return [];
    const [start, end] = shiftSpan(shift, templates);
    return [{ userId, name: `${person.firstName} ${person.lastName}`, shift, start, end }];
  });
  onShift.sort((a, b) => a.start - b.start || a.name.localeCompare(b.name));

  const topProducts = PRODUCTS.map((product) => ({
    product,
    sold: todayTotal.sums.products[product].sold,
    profit: money(todayTotal.sums.products[product].profit),
  }))
    .filter((row) => row.sold > 0)
    .sort((a, b) => b.sold - a.sold)
    .slice(0, TOP_PRODUCTS);

  const answer: ShowroomBoard = {
    dealershipId,
    dealershipName: settings.name,
    today,
    showGross,
    todayUnits: todayTotal.sums.units,
    monthUnits: monthTotal.sums.units,
    todayGross: money(todayTotal.sums.frontGross + todayTotal.sums.backGross),
    monthGross: money(monthTotal.sums.frontGross + monthTotal.sums.backGross),
    goal: pace && {
      target: storeGoal!.unitTarget,
      expected: pace.expected,
      progress: pace.progress,
      status: pace.status,
      neededPerDay: pace.neededPerDay,
      projection: pace.projection,
    },
    salespeople,
    feed,
    onShift,
    topProducts,
  };
  return c.json(answer, 200);
};

export const stream: Handler<'streamBoardEvents'> = async (c) => {
  const link = c.var.boardLink!;
  return storeEventStream(c, link.dealershipId, c.req.valid('header')['last-event-id'], {
    holder: `board:${link.id}`,
    // Revoking the link ends its stream within one beat.
    stillAllowed: () => links.isBoardLinkLive(c.var.db, link.id),
  });
};
