import { fieldIssue } from '@das/shared/validation';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { addDays, mondayOf } from '@das/shared/periods';
import { isPlatformRole, type Role } from '@das/shared/roles';
import { STORE_MANAGER_ROLES } from '@das/shared/route-access';
import { SHIFTS, type ScheduleWeek, type Shift } from '@das/shared/schemas/schedule';
import { profiles, scheduleShifts } from '../../db/schema';
import type { AppEnv } from '../../lib/app-env';
import { AppError, validationError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { storeToday } from '../../lib/store-calendar';
import { resolveDealershipScope } from '../../lib/tenant-scope';
import { shiftsBetween } from './schedule.repository';
import type * as routes from './schedule.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

/** The people a floor schedule covers. */
const SCHEDULED_ROLES: Role[] = [
  'salesperson',
  'sales_manager',
  'finance_manager',
  'finance_director',
];

const mayEdit = (role: Role) => isPlatformRole(role) || STORE_MANAGER_ROLES.includes(role);

async function storeOf(c: Context<AppEnv>, requested?: number): Promise<number> {
  const { ids } = await resolveDealershipScope(c.var.db, c.var.user, requested);
  const [id] = ids;
  if (ids.length !== 1 || id === undefined) {
    throw validationError([fieldIssue('dealership_id', 'required')]);
  }
  return id;
}

async function week(
  c: Context<AppEnv>,
  dealershipId: number,
  monday: string,
): Promise<ScheduleWeek> {
  const days = Array.from({ length: 7 }, (_, offset) => addDays(monday, offset));
  const people = await c.var.db
    .select({
      userId: profiles.userId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      role: profiles.role,
    })
    .from(profiles)
    .where(
      and(
        eq(profiles.dealershipId, dealershipId),
        inArray(profiles.role, SCHEDULED_ROLES),
        eq(profiles.isActive, true),
      ),
    );
  const shifts = await shiftsBetween(c.var.db, dealershipId, monday, addDays(monday, 7));
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
    canEdit: mayEdit(c.var.user.role),
  };
}

export const get: Handler<'getSchedule'> = async (c) => {
  const query = c.req.valid('query');
  const dealershipId = await storeOf(c, query.dealership_id);
  const monday = query.week ?? mondayOf(await storeToday(c.var.db, c.var.clock, dealershipId));
  return c.json(await week(c, dealershipId, monday), 200);
};

export const save: Handler<'saveSchedule'> = async (c) => {
  if (!mayEdit(c.var.user.role)) throw new AppError('FORBIDDEN');
  const { dealership_id: requested, cells } = c.req.valid('json');
  const dealershipId = await storeOf(c, requested);
  const staff = await c.var.db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(
      and(
        eq(profiles.dealershipId, dealershipId),
        inArray(profiles.userId, [...new Set(cells.map((cell) => cell.userId))]),
      ),
    );
  const known = new Set(staff.map((row) => row.userId));
  const strangers = cells.filter((cell) => !known.has(cell.userId));
  if (strangers.length > 0) {
    throw validationError([fieldIssue('cells', 'names_non_staff')]);
  }
  await c.var.db.transaction(async (tx) => {
    for (const cell of cells) {
      if (cell.shift === null) {
        await tx
          .delete(scheduleShifts)
          .where(and(eq(scheduleShifts.userId, cell.userId), eq(scheduleShifts.day, cell.day)));
      } else {
        await tx
          .insert(scheduleShifts)
          .values({
            dealershipId,
            userId: cell.userId,
            day: cell.day,
            shift: cell.shift,
            updatedBy: c.var.user.id,
          })
          .onConflictDoUpdate({
            target: [scheduleShifts.userId, scheduleShifts.day],
            set: {
              shift: cell.shift,
              dealershipId,
              updatedBy: c.var.user.id,
              updatedAt: new Date(),
            },
          });
      }
    }
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
  if (!mayEdit(c.var.user.role)) throw new AppError('FORBIDDEN');
  const { dealership_id: requested, week: monday } = c.req.valid('json');
  const dealershipId = await storeOf(c, requested);
  const previous = await shiftsBetween(c.var.db, dealershipId, addDays(monday, -7), monday);
  await c.var.db.transaction(async (tx) => {
    // The week is replaced, not merged: what it becomes is exactly last week.
    await tx
      .delete(scheduleShifts)
      .where(
        and(
          eq(scheduleShifts.dealershipId, dealershipId),
          gte(scheduleShifts.day, monday),
          lt(scheduleShifts.day, addDays(monday, 7)),
        ),
      );
    if (previous.length > 0) {
      await tx.insert(scheduleShifts).values(
        previous.map((row) => ({
          dealershipId,
          userId: row.userId,
          day: addDays(row.day, 7),
          shift: row.shift,
          updatedBy: c.var.user.id,
        })),
      );
    }
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
