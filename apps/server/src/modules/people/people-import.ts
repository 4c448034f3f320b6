import type { FieldIssue } from '@das/shared/errors';
import { STORE_ROLES, type Role } from '@das/shared/roles';
import {
  IMPORT_COLUMNS,
  IMPORT_ISSUE_CODES,
  PEOPLE_IMPORT_LIMITS,
  invitePersonSchema,
  type ImportColumn,
  type ImportIssueCode,
  type ImportRow,
} from '@das/shared/schemas/people';
import { fieldIssue, toFieldIssues } from '@das/shared/validation';
import { readCsvRecords } from '../../lib/csv';
import type { Invitee } from './people.repository';

/**
 * Reading a CSV of people and checking each row, without the database: the
 * import handler gives what the rows are checked against (the roles the admin
 * may grant, the store's sales managers, the addresses already taken), read
 * in the same transaction as the writes when it commits.
 */

/** A row as typed, with the line it starts on. */
export type CsvPerson = Record<ImportColumn, string> & { line: number };

/** A checked row: what to invite, or why not. */
export type CheckedRow = ImportRow & { invitee: Invitee | null };

/** Header names as people write them: "First name", "first_name", "E-mail", "Team manager"… */
const HEADER_NAMES: Record<ImportColumn, string[]> = {
  firstName: ['firstname', 'first', 'givenname'],
  lastName: ['lastname', 'last', 'surname', 'familyname'],
  email: ['email', 'emailaddress', 'mail'],
  role: ['role'],
  team: ['team', 'teammanager', 'salesmanager', 'manager'],
};
const headerKey = (cell: string) => cell.toLowerCase().replace(/[^a-z]/g, '');
const columnOf = (cell: string) =>
  IMPORT_COLUMNS.find((column) => HEADER_NAMES[column].includes(headerKey(cell)));

/**
 * The people of a CSV: by the header's names when the first row has one (any
 * order, unknown columns left aside), else in IMPORT_COLUMNS order. Blank
 * lines are skipped. A file that cannot be read is a 400 on `csv`.
 */
export function readPeopleCsv(
  text: string,
): { people: CsvPerson[]; issues?: never } | { issues: FieldIssue[] } {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r\n|\r|\n/, 1)[0] ?? '';
  // Spreadsheets set to a decimal comma save with semicolons.
  const separator = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  const all = readCsvRecords(body, separator);
  if (all === null) return { issues: [fieldIssue('csv', 'invalid_format', { format: 'csv' })] };
  const filled = all.filter((record) => record.cells.some((cell) => cell.trim() !== ''));
  const header = filled[0]?.cells.map(columnOf) ?? [];
  // Two known names make a header; a person's row names none ("Role" is nobody's name).
  const hasHeader = header.filter(Boolean).length >= 2;
  if (hasHeader) {
    const missing = IMPORT_COLUMNS.filter(
      (column) => column !== 'team' && !header.includes(column),
    );
    if (missing.length > 0) {
      return { issues: missing.map((column) => fieldIssue(`csv.${column}`, 'required')) };
    }
  }
  const rows = hasHeader ? filled.slice(1) : filled;
  if (rows.length === 0) return { issues: [fieldIssue('csv', 'required')] };
  if (rows.length > PEOPLE_IMPORT_LIMITS.maxRows) {
    return {
      issues: [fieldIssue('csv', 'too_many_items', { maximum: PEOPLE_IMPORT_LIMITS.maxRows })],
    };
  }
  const order = hasHeader ? header : IMPORT_COLUMNS;
  const people = rows.map(({ cells, line }) => {
    const person = { line, firstName: '', lastName: '', email: '', role: '', team: '' };
    cells.forEach((cell, index) => {
      const column = order[index];
      if (column) person[column] = cell.trim();
    });
    return person;
  });
  return { people };
}

/** "Sales Manager", "sales-manager" and "sales_manager" are one role. */
function roleOf(text: string): Role | undefined {
  const key = text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return STORE_ROLES.find((role) => role === key);
}

const sameText = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

export interface ImportContext {
  /** May the admin give this role (the policy's `staff.add` with its rank rule)? */
  grantable: (role: Role) => boolean;
  /** The store's active sales managers: a team is named by its manager's name or e-mail. */
  managers: readonly { id: string; name: string; email: string }[];
  /** The file's addresses that already have an account. */
  taken: ReadonlySet<string>;
}

const knownCode = (code: string): ImportIssueCode =>
  IMPORT_ISSUE_CODES.find((known) => known === code) ?? 'invalid';

/** A row's address as "Add person" keeps it (trimmed, lower case), if it is one. */
export const emailOf = (row: CsvPerson): string | undefined =>
  invitePersonSchema.shape.email.safeParse(row.email).data;

/** Every row checked as "Add person" checks one, and against the others of the file. */
export function checkRows(rows: readonly CsvPerson[], context: ImportContext): CheckedRow[] {
  const count = new Map<string, number>();
  for (const row of rows) {
    const email = emailOf(row);
    if (email) count.set(email, (count.get(email) ?? 0) + 1);
  }
  return rows.map((row) => {
    const issues: ImportRow['issues'] = [];
    const add = (field: ImportColumn, code: ImportIssueCode, params = {}) =>
      issues.push({ field, code, params });
    const parsed = invitePersonSchema
      .pick({ firstName: true, lastName: true, email: true })
      .safeParse(row);
    if (!parsed.success) {
      for (const issue of toFieldIssues(parsed.error)) {
        const params =
          typeof issue.params.maximum === 'number' ? { maximum: issue.params.maximum } : {};
        add(issue.field as ImportColumn, knownCode(issue.code), params);
      }
    }
    const email = parsed.data?.email;
    if (email && (count.get(email) ?? 0) > 1) add('email', 'email_twice');
    else if (email && context.taken.has(email)) add('email', 'email_taken');

    const role = roleOf(row.role);
    if (row.role === '') add('role', 'required');
    else if (!role) add('role', 'unknown_role');
    else if (!context.grantable(role)) add('role', 'role_not_allowed');

    let teamManagerId: string | null = null;
    if (row.team !== '') {
      const manager = context.managers.find(
        (one) => sameText(one.name, row.team) || sameText(one.email, row.team),
      );
      if (!manager) add('team', 'unknown_team');
      else if (role && role !== 'salesperson') add('team', 'team_not_for_role');
      else teamManagerId = manager.id;
    }
    const invitee =
      issues.length === 0 && parsed.data && role ? { ...parsed.data, role, teamManagerId } : null;
    const { line, firstName, lastName, team } = row;
    return {
      line,
      firstName,
      lastName,
      email: email ?? row.email,
      role: role ?? row.role,
      team,
      issues,
      userId: null,
      invitee,
    };
  });
}
