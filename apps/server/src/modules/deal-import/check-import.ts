import {
  columnLetter,
  guessMapping,
  isPersonField,
  matchPerson,
  parseDay,
  readDealRow,
  splitSalespeople,
  stockDayKey,
  type ImportField,
  type ImportedDeal,
  type RowIssue,
  type StaffName,
} from '@das/shared/deal-import';
import type { FieldIssue } from '@das/shared/errors';
import type { Role } from '@das/shared/roles';
import {
  DEAL_IMPORT_LIMITS,
  type DealImportPreview,
  type dealImportOptionsSchema,
} from '@das/shared/schemas/deal-import';
import { fieldIssue } from '@das/shared/validation';
import type { z } from '@hono/zod-openapi';
import { futureDayIssues } from '../../lib/store-calendar';
import type { DealFile } from './read-deal-file';

/**
 * A file checked against a store, without writing (ADR 032): the columns'
 * fields, who each name is, every row read as `POST /deals` would take it,
 * and which rows repeat a deal. The preview answers it; the import checks
 * again in its transaction and writes what it says.
 */
type Options = z.output<typeof dealImportOptionsSchema>;

export interface StaffPerson extends StaffName {
  role: Role;
}

export interface CheckedRow {
  row: number;
  deal: ImportedDeal | null;
  input: ReturnType<typeof readDealRow>['input'];
  issues: RowIssue[];
  duplicate: DealImportPreview['duplicates'][number] | null;
  /** Written by this import: no problem, and not a duplicate left out. */
  chosen: boolean;
  /** A duplicate deal number imported anyway gets the next free number instead. */
  renumber: boolean;
}

export interface CheckedImport {
  mapping: (ImportField | null)[];
  guessed: (ImportField | null)[];
  rows: CheckedRow[];
  /** Problems that concern the mapping rather than a row (a required field no column fills). */
  mappingProblems: DealImportPreview['problems'];
  names: DealImportPreview['names'];
}

/** Fields every deal needs (the deal schema's required ones): without a column, one problem. */
const REQUIRED: readonly ImportField[] = [
  'stock_number',
  'vin_last8',
  'customer_last_name',
  'deal_type',
  'vehicle_type',
  'front_end_gross',
  'status',
];

/** Refuses options that cannot be read against this file and store: 400 naming the field. */
export function optionIssues(
  file: DealFile,
  options: Options,
  staff: readonly StaffPerson[],
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  options.mapping?.forEach((field, index) => {
    if (index >= file.headers.length) issues.push(fieldIssue(`mapping.${index}`, 'invalid'));
    else if (field && seen.has(field)) issues.push(fieldIssue(`mapping.${index}`, 'already_used'));
    if (field) seen.add(field);
  });
  const ids = new Set(staff.map((person) => person.id));
  options.people?.forEach((choice, index) => {
    if (choice.user_id && !ids.has(choice.user_id)) {
      issues.push(fieldIssue(`people.${index}.user_id`, 'not_staff'));
    }
  });
  return issues;
}

/** Every name in the file's person columns, with the fields and rows it appears on. */
function namesIn(file: DealFile, mapping: readonly (ImportField | null)[]) {
  const names = new Map<string, { fields: Set<string>; rows: number }>();
  const add = (name: string, field: string) => {
    if (name === '') return;
    const entry = names.get(name) ?? { fields: new Set<string>(), rows: 0 };
    entry.fields.add(field);
    entry.rows += 1;
    names.set(name, entry);
  };
  mapping.forEach((field, index) => {
    if (!field || !isPersonField(field)) return;
    for (const { cells } of file.rows) {
      const text = String(cells[index] ?? '').trim();
      if (field === 'salesperson_id' && text.includes(' / ')) {
        const [first, second] = splitSalespeople(text);
        add(first, field);
        if (second) add(second, 'second_salesperson_id');
      } else add(text, field);
    }
  });
  return names;
}

/** The field of each column: the options' mapping, else the header row's guess. */
function mappingFor(file: DealFile, options: Options) {
  const guessed = guessMapping(file.headers);
  const mapping = file.headers.map((_, index) =>
    options.mapping ? (options.mapping[index] ?? null) : (guessed[index] ?? null),
  );
  return { guessed, mapping };
}

/** The deal numbers and stock numbers by day of a file, to look up the store's deals they repeat. */
export function duplicateKeys(file: DealFile, options: Options, today: string) {
  const { mapping } = mappingFor(file, options);
  const at = (field: ImportField) => mapping.indexOf(field);
  const [number, stock, date] = [at('deal_number'), at('stock_number'), at('deal_date')];
  const text = (cells: readonly unknown[], index: number) =>
    index < 0 ? '' : String(cells[index] ?? '').trim();
  const dealNumbers = new Set<string>();
  const stockDays = new Map<string, { stock: string; day: string }>();
  for (const { cells } of file.rows) {
    if (text(cells, number)) dealNumbers.add(text(cells, number));
    const stockNumber = text(cells, stock).toUpperCase();
    const day = (date < 0 ? null : parseDay(cells[date] ?? null)) ?? today;
    if (stockNumber) stockDays.set(stockDayKey(stockNumber, day), { stock: stockNumber, day });
  }
  return { dealNumbers: [...dealNumbers], stockDays: [...stockDays.values()] };
}

export function checkImport(
  file: DealFile,
  options: Options,
  context: {
    staff: readonly StaffPerson[];
    today: string;
    defaultFiManagerId: string | null;
    /** The store's deals the file's rows repeat (`existingDuplicates`). */
    existing: readonly { dealNumber: string; stock: string; day: string }[];
  },
): CheckedImport {
  const { guessed, mapping } = mappingFor(file, options);
  const chosen = new Map(options.people?.map((choice) => [choice.name, choice.user_id]));
  const people = new Map<string, string | null>();
  const names: CheckedImport['names'] = [];
  for (const [name, { fields, rows }] of namesIn(file, mapping)) {
    const picked = chosen.get(name);
    const matched = picked === undefined ? matchPerson(name, context.staff) : null;
    const userId = picked !== undefined ? picked : matched;
    if (picked !== undefined || matched !== null) people.set(name, userId);
    names.push({
      name,
      fields: [...fields],
      rows,
      user_id: userId,
      guessed: picked === undefined && matched !== null,
      chosen: picked !== undefined,
    });
  }
  names.sort((a, b) => a.name.localeCompare(b.name));

  const missing = REQUIRED.filter((field) => !mapping.includes(field));
  const mappingProblems = missing.map((field) => {
    const issue = fieldIssue(field, 'required');
    return {
      row: 1,
      column: null,
      field,
      code: issue.code,
      params: issue.params,
      message: issue.message,
    };
  });

  const storeNumbers = new Set(context.existing.map((deal) => deal.dealNumber));
  const storeStockDays = new Set(context.existing.map((deal) => stockDayKey(deal.stock, deal.day)));
  const fileNumbers = new Set<string>();
  const fileStockDays = new Set<string>();

  const rows = file.rows.map(({ row, cells }): CheckedRow => {
    const read = readDealRow(cells, mapping, {
      people,
      today: context.today,
      defaultFiManagerId: context.defaultFiManagerId,
    });
    const issues = read.issues.filter(
      (issue) => !(missing as readonly string[]).includes(issue.field),
    );
    const days = { deal_date: read.input.deal_date, funded_date: read.input.funded_date };
    issues.push(...futureDayIssues(days, context.today));

    const number = read.input.deal_number?.trim() || null;
    const stock = read.input.stock_number?.trim() ?? '';
    const day = read.input.deal_date ?? context.today;
    const key = stockDayKey(stock, day);
    let duplicate: CheckedRow['duplicate'] = null;
    const found = (reason: 'deal_number' | 'stock_and_date', of: 'store' | 'file') => ({
      row,
      reason,
      of,
      deal_number: number,
      stock_number: stock,
      deal_date: day,
    });
    if (number && storeNumbers.has(number)) duplicate = found('deal_number', 'store');
    else if (number && fileNumbers.has(number)) duplicate = found('deal_number', 'file');
    else if (stock && storeStockDays.has(key)) duplicate = found('stock_and_date', 'store');
    else if (stock && fileStockDays.has(key)) duplicate = found('stock_and_date', 'file');
    if (number) fileNumbers.add(number);
    if (stock) fileStockDays.add(key);

    const valid = issues.length === 0 && read.deal !== null;
    return {
      row,
      deal: valid ? read.deal : null,
      input: read.input,
      issues,
      duplicate,
      chosen: valid && (duplicate === null || options.duplicates === 'import'),
      renumber: duplicate?.reason === 'deal_number',
    };
  });
  return { mapping, guessed, rows, mappingProblems, names };
}

/** The preview's answer: counts, the problems listed by row and column, the first rows as stored. */
export function previewOf(
  file: DealFile,
  fileName: string,
  dealershipId: number,
  checked: CheckedImport,
  staff: readonly StaffPerson[],
): DealImportPreview {
  const columnOf = (field: string) => {
    const direct = checked.mapping.indexOf(field as ImportField);
    if (direct >= 0) return direct;
    // A split "A / B" in the salesperson column fills the second salesperson too.
    if (field === 'second_salesperson_id') {
      const first = checked.mapping.indexOf('salesperson_id');
      if (first >= 0) return first;
    }
    return null;
  };
  const rowProblems = checked.rows.flatMap(({ row, issues }) =>
    issues.map((issue) => ({
      row,
      column: columnOf(issue.field),
      field: issue.field,
      code: issue.code,
      params: issue.params,
      message: issue.message,
    })),
  );
  const problems = [...checked.mappingProblems, ...rowProblems];
  const duplicates = checked.rows.flatMap((row) => (row.duplicate ? [row.duplicate] : []));
  const nameOf = new Map(
    staff.map((person) => [person.id, `${person.firstName} ${person.lastName}`]),
  );
  const person = (id: string | null | undefined) => (id ? (nameOf.get(id) ?? null) : null);
  const valid = checked.rows.filter((row) => row.deal !== null).length;
  return {
    dealership_id: dealershipId,
    file_name: fileName,
    columns: file.headers.map((header, index) => ({
      index,
      letter: columnLetter(index),
      header,
      field: checked.mapping[index] ?? null,
      guessed: checked.guessed[index] ?? null,
    })),
    counts: {
      rows: checked.rows.length,
      valid: checked.mappingProblems.length > 0 ? 0 : valid,
      invalid:
        checked.mappingProblems.length > 0 ? checked.rows.length : checked.rows.length - valid,
      duplicates: duplicates.length,
      to_import:
        checked.mappingProblems.length > 0 ? 0 : checked.rows.filter((row) => row.chosen).length,
    },
    problems: problems.slice(0, DEAL_IMPORT_LIMITS.listed),
    problem_count: problems.length,
    duplicates: duplicates.slice(0, DEAL_IMPORT_LIMITS.listed),
    names: checked.names,
    staff: staff.map((one) => ({
      user_id: one.id,
      name: `${one.firstName} ${one.lastName}`,
      role: one.role,
    })),
    preview: checked.rows.slice(0, DEAL_IMPORT_LIMITS.previewRows).map((row) => {
      const deal = row.deal ?? row.input;
      const products = Object.values(deal.products ?? {}) as number[];
      const back =
        deal.reserve !== undefined || products.length > 0
          ? Math.round(((deal.reserve ?? 0) + products.reduce((a, b) => a + b, 0)) * 100) / 100
          : null;
      return {
        row: row.row,
        ok: row.deal !== null,
        duplicate: row.duplicate !== null,
        deal_number: row.renumber ? null : (deal.deal_number ?? null),
        deal_date: deal.deal_date ?? null,
        stock_number: deal.stock_number ?? null,
        customer_last_name: deal.customer_last_name ?? null,
        deal_type: deal.deal_type ?? null,
        vehicle_type: deal.vehicle_type ?? null,
        lender: deal.lender ?? null,
        salesperson: person(deal.salesperson_id),
        fi_manager: person(deal.fi_manager_id),
        front_end_gross: deal.front_end_gross ?? null,
        back_end_gross: back,
        status: deal.status ?? null,
      };
    }),
  };
}
