import type { RouteHandler } from '@hono/zod-openapi';
import { can } from '@das/shared/policies';
import type { ImportResult } from '@das/shared/schemas/people';
import type { AppEnv } from '../../lib/app-env';
import { AppError, validationError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import type { MailMessage } from '../../lib/mail';
import { checkRows, emailOf, readPeopleCsv, type CheckedRow } from './people-import';
import { invite, sendLater, storeFor } from './people.handlers';
import { emailsTaken, listPeople } from './people.repository';
import type * as routes from './people.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;
type Reader = Parameters<typeof listPeople>[0];

const answer = (rows: CheckedRow[], dryRun: boolean): ImportResult => ({
  dryRun,
  rows: rows.map(({ invitee: _invitee, ...row }) => row),
  invalid: rows.filter((row) => row.issues.length > 0).length,
});

/**
 * Import people from a CSV: `?dry_run=true` answers each row's result and
 * writes nothing; otherwise one transaction checks every row again and either
 * invites them all, as "Add person" does, or writes nothing and answers 400
 * with the rows. The invitation e-mails leave after the commit.
 */
export const importPeople: Handler<'importPeople'> = async (c) => {
  const { dealership_id: dealershipId } = c.req.valid('param');
  const dryRun = c.req.valid('query').dry_run === 'true';
  // The same action as adding one person: the role, the store in reach, then each row's rank.
  const store = await storeFor(c, 'staff.add', dealershipId);
  const read = readPeopleCsv(c.req.valid('json').csv);
  if (read.issues) throw validationError(read.issues);
  const { people } = read;

  const check = async (db: Reader) => {
    const [everyone, taken] = await Promise.all([
      listPeople(db, dealershipId),
      emailsTaken(
        db,
        people.map(emailOf).filter((email) => email !== undefined),
      ),
    ]);
    return checkRows(people, {
      grantable: (role) => can(c.var.user, 'staff.add', { ...store, userId: '', role }),
      managers: everyone
        .filter((person) => person.role === 'sales_manager' && person.isActive)
        .map((person) => ({
          id: person.id,
          name: `${person.firstName} ${person.lastName}`,
          email: person.email,
        })),
      taken,
    });
  };

  if (dryRun) return c.json(answer(await check(c.var.db), true), 200);

  let outcome: { rows: CheckedRow[]; messages: MailMessage[] };
  try {
    outcome = await c.var.db.transaction(async (tx) => {
      const rows = await check(tx);
      if (rows.some((row) => row.invitee === null)) return { rows, messages: [] };
      const messages: MailMessage[] = [];
      for (const row of rows) {
        const invited = await invite(c, tx, store, row.invitee!);
        row.userId = invited.id;
        messages.push(invited.message);
      }
      await recordAudit(tx, c, {
        operation: 'people.import',
        entityType: 'dealership',
        entityId: String(dealershipId),
        dealershipId,
        after: { invited: rows.map((row) => ({ line: row.line, userId: row.userId })) },
      });
      return { rows, messages };
    });
  } catch (error) {
    // An address of the file got an account between the check and the insert.
    if (isUniqueViolation(error, 'users_email_unique')) {
      throw new AppError(
        'CONFLICT',
        'An address in the file was taken meanwhile; nothing was imported. Check the file again.',
      );
    }
    throw error;
  }
  const result = answer(outcome.rows, false);
  if (result.invalid > 0) {
    const lines = outcome.rows.filter((row) => row.issues.length > 0).map((row) => row.line);
    throw new AppError(
      'VALIDATION_ERROR',
      `Validation failed: the rows on lines ${lines.join(', ')} have problems; nothing was imported`,
      { rows: result.rows },
    );
  }
  for (const message of outcome.messages) sendLater(c, message);
  return c.json(result, 201);
};
