import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';
import { requestToday } from '../../lib/store-calendar';
import { payFor } from '../pay/pay.service';
import { personChargebacks, personDeals } from './my-record.repository';
import { readRecord, type RecordPerson } from './my-record.service';
import { recordZip } from './record-files';
import type * as routes from './my-record.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

/**
 * The caller as the person whose record is read. Platform staff and those
 * above the store pass the policy (every role may read their own record) but
 * work at no store, so there is nothing of theirs to read: 404.
 */
function callerAsPerson(c: Context<AppEnv>): RecordPerson {
  const user = c.var.user;
  if (user.dealershipId === null) {
    throw new AppError('NOT_FOUND', 'No record: this account works at no dealership');
  }
  return {
    userId: user.id,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    dealershipId: user.dealershipId,
    dealershipName: user.dealershipName,
  };
}

export const read: Handler<'getMyRecord'> = async (c) => {
  const person = callerAsPerson(c);
  const today = await requestToday(c, person.dealershipId);
  const { record } = await readRecord(c.var.db, person, today);
  return c.json(record, 200);
};

/** A file name's part from a person's name: ASCII letters and digits, words joined by hyphens. */
function slug(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return ascii || 'person';
}

export const exportZip: Handler<'exportMyRecord'> = async (c) => {
  const person = callerAsPerson(c);
  const db = c.var.db;
  const today = await requestToday(c, person.dealershipId);
  const store = { ids: [person.dealershipId] };
  const [{ record, months }, deals, chargebacks] = await Promise.all([
    readRecord(db, person, today),
    personDeals(db, store, person.userId),
    personChargebacks(db, store, person.userId),
  ]);
  // Each month's statement as the pay module computes it (a role without a plan has none).
  const statements = await Promise.all(
    record.months.map((month) => payFor(db, person, month.month, today)),
  );
  const zip = recordZip({
    record,
    months,
    deals,
    chargebacks,
    pay: statements.filter((pay) => pay !== undefined),
  });
  return c.body(new Uint8Array(zip.buffer as ArrayBuffer, zip.byteOffset, zip.byteLength), 200, {
    'Content-Type': 'application/zip',
    'Content-Disposition': `attachment; filename="das-board-record-${slug(record.person.name)}-${today}.zip"`,
  });
};
