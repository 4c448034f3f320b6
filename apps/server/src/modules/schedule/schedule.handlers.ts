import { fieldIssue } from '@das/shared/validation';
import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { addDays, mondayOf } from '@das/shared/periods';
import type { Role } from '@das/shared/roles';
import { roleMay } from '@das/shared/policies';
import { SHIFTS, type ScheduleWeek, type Shift } from '@das/shared/schemas/schedule';
import type { AppEnv } from '../../lib/app-env';
import { validationError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { requestToday } from '../../lib/store-calendar';
import { resolveOneDealership } from '../../lib/tenant-scope';
import { peopleOf, staffOf } from '../dealerships/staff.repository';
import { findShiftTemplates } from '../dealerships/store-settings.repository';
import { replaceWeek, saveShifts, shiftsBetween } from './schedule.repository';
import type * as routes from './schedule.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

/** The people a floor schedule covers. */
const SCHEDULED_ROLES: Role[] = [
  'salesperson',
  'sales_manager',
  'finance_manager',
  'finance_director',
];

async function week(
  c: Context<AppEnv>,
  dealershipId: number,
  monday: string,
): Promise<ScheduleWeek> {
  const days = Array.from({ length: 7 }, (_, offset) => addDays(monday, offset));
  const people = await peopleOf(c.var.db, dealershipId, SCHEDULED_ROLES);
  const [shifts, templates] = await Promise.all([
    shiftsBetween(c.var.db, dealershipId, monday, addDays(monday, 7)),
    findShiftTemplates(c.var.db, dealershipId),
  ]);
  const byCell = new Map(shifts.map((row) => [`${row.userId}:${row.day}`, row.shift as Shift]));
  const order: Role[] = ['sales_manager', 'salesperson', 'finance_director', 'finance_manager'];
  const rows = people
    .sort(
      (a, b) =>
        order.indexOf(a.role) - order.indexOf(b.role) || a.firstName.localeCompare(b.firstName),
    )
    .map((person) => ({
      userId: person.userId,
      name: `${person.firstName} ${person.lastName}`,
      role: person.role,
      shifts: days.map((day) => byCell.get(`${person.userId}:${day}`) ?? null),
    }));
  const coverage = days.map((_, index) =>
    Object.fromEntries(
      SHIFTS.map((shift) => [shift, rows.filter((row) => row.shifts[index] === shift).length]),
    ),
  ) as ScheduleWeek['coverage'];
  return {
    dealershipId,
    week: monday,
    days,
    people: rows,
    coverage,
    templates,
    canEdit: roleMay(c.var.user.role, 'schedule.edit'),
  };
}

export const get: Handler<'getSchedule'> = async (c) => {
  const query = c.req.valid('query');
  const dealershipId = await resolveOneDealership(c.var.db, c.var.user, query.dealership_id);
  const monday = query.week ?? mondayOf(await requestToday(c, dealershipId));
  return c.json(await week(c, dealershipId, monday), 200);
};

export const save: Handler<'saveSchedule'> = async (c) => {
  const { dealership_id: requested, cells } = c.req.valid('json');
  const dealershipId = await resolveOneDealership(c.var.db, c.var.user, requested);
  const known = await staffOf(c.var.db, dealershipId, [
    ...new Set(cells.map((cell) => cell.userId)),
  ]);
  const strangers = cells.filter((cell) => !known.has(cell.userId));
  if (strangers.length > 0) {
    throw validationError([fieldIssue('cells', 'names_non_staff')]);
  }
  await c.var.db.transaction(async (tx) => {
    await saveShifts(tx, dealershipId, cells, c.var.user.id);
    await recordAudit(tx, c, {
      operation: 'schedule.save',
      entityType: 'schedule',
      entityId: String(dealershipId),
      dealershipId,
      after: cells,
    });
  });
  return c.json(await week(c, dealershipId, mondayOf(cells[0]?.day ?? '')), 200);
};

export const copy: Handler<'copyWeek'> = async (c) => {
  const { dealership_id: requested, week: monday } = c.req.valid('json');
  const dealershipId = await resolveOneDealership(c.var.db, c.var.user, requested);
  const previous = await shiftsBetween(c.var.db, dealershipId, addDays(monday, -7), monday);
  await c.var.db.transaction(async (tx) => {
    // The week is replaced, not merged: what it becomes is exactly last week.
    await replaceWeek(
      tx,
      dealershipId,
      monday,
      previous.map((row) => ({ userId: row.userId, day: addDays(row.day, 7), shift: row.shift })),
      c.var.user.id,
    );
    await recordAudit(tx, c, {
      operation: 'schedule.copy_week',
      entityType: 'schedule',
      entityId: String(dealershipId),
      dealershipId,
      after: { week: monday, shifts: previous.length },
    });
  });
  return c.json(await week(c, dealershipId, monday), 200);
};
