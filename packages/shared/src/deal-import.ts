import { DEAL_STATUSES, DEAL_TYPES, PRODUCTS, VEHICLE_TYPES } from './deals';
import { dealRuleIssues } from './deal-rules';
import type { FieldIssueCode, FieldIssueParams } from './errors';
import { isCalendarDay } from './clock';
import { createDealSchema, type CreateDealInput } from './schemas/deals';
import { toFieldIssues } from './validation';

/**
 * Reading a deal log someone kept in a spreadsheet (issue 15 "Import a deal
 * log", ADR 032), without the database: which column holds what, what a cell
 * means, who a name is, and whether a row is a deal the log-deal form would
 * save. The row is checked by the same schema (`createDealSchema`) and rules
 * (`dealRuleIssues`) as `POST /deals`; only reading the cells is the import's own.
 */

/** The fields a column can fill: the deal schema's names (products as `products.vsc`). */
export const IMPORT_FIELDS = [
  'deal_number',
  'deal_date',
  'stock_number',
  'vin_last8',
  'customer_last_name',
  'deal_type',
  'vehicle_type',
  'manufacturer',
  'lender',
  'salesperson_id',
  'second_salesperson_id',
  'sales_manager_id',
  'fi_manager_id',
  'front_end_gross',
  'reserve',
  ...PRODUCTS.map((product) => `products.${product}` as const),
  'status',
  'funded_date',
  'notes',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const PERSON_FIELDS = [
  'salesperson_id',
  'second_salesperson_id',
  'sales_manager_id',
  'fi_manager_id',
] as const satisfies readonly ImportField[];
export type PersonField = (typeof PERSON_FIELDS)[number];

const MONEY_FIELDS: readonly ImportField[] = [
  'front_end_gross',
  'reserve',
  ...PRODUCTS.map((product) => `products.${product}` as const),
];
const DAY_FIELDS: readonly ImportField[] = ['deal_date', 'funded_date'];

export const isPersonField = (field: ImportField): field is PersonField =>
  (PERSON_FIELDS as readonly string[]).includes(field);

/** The import's own problem codes, beside the deal schema's field codes. */
export const IMPORT_ISSUE_CODES = ['not_a_day', 'unknown_person', 'not_a_number'] as const;
export type ImportIssueCode = (typeof IMPORT_ISSUE_CODES)[number];

export interface RowIssue {
  field: ImportField | string;
  code: FieldIssueCode | ImportIssueCode;
  params: FieldIssueParams;
  message: string;
}

/** Headers as people write them, compared as lower-case letters and digits only. */
const HEADER_NAMES: Record<ImportField, string[]> = {
  deal_number: ['deal', 'dealno', 'dealnumber', 'deal#', 'dealnum', 'dealid'],
  deal_date: ['date', 'dealdate', 'solddate', 'sold', 'saledate', 'contractdate', 'deliverydate'],
  stock_number: ['stock', 'stock#', 'stockno', 'stocknumber', 'stk', 'stk#', 'stockid'],
  vin_last8: ['vin', 'vinlast8', 'last8', 'vin8', 'last8ofvin'],
  customer_last_name: [
    'custlast',
    'customer',
    'customerlast',
    'customerlastname',
    'custlastname',
    'lastname',
    'buyer',
    'buyerlast',
    'cust',
  ],
  deal_type: ['dealtype', 'type', 'cashfinancelease', 'financetype', 'saletype'],
  vehicle_type: ['nu', 'nucpo', 'newused', 'vehicletype', 'newusedcpo', 'condition'],
  manufacturer: ['make', 'manufacturer', 'brand'],
  lender: ['lender', 'bank', 'financesource', 'lienholder'],
  // "…name": the columns of a person's DAS Board record (ADR 033).
  salesperson_id: [
    'salesperson',
    'sales',
    'sp',
    'salesman',
    'salesrep',
    'sp1',
    'salesperson1',
    'salespersonname',
  ],
  second_salesperson_id: [
    'split',
    'sp2',
    'salesperson2',
    '2ndsalesperson',
    'secondsalesperson',
    'secondsalespersonname',
  ],
  sales_manager_id: [
    'salesmgr',
    'salesmanager',
    'desk',
    'deskmgr',
    'desking',
    'closer',
    'salesmanagername',
  ],
  fi_manager_id: [
    'fimgr',
    'fimanager',
    'fi',
    'financemanager',
    'businessmanager',
    'bm',
    'fimanagername',
  ],
  front_end_gross: ['front', 'frontgross', 'fegross', 'frontend', 'frontendgross', 'fe'],
  reserve: ['res', 'reserve', 'financereserve', 'dealerreserve', 'participation'],
  'products.vsc': ['vsc', 'servicecontract', 'warranty', 'esc', 'extendedwarranty'],
  'products.gap': ['gap'],
  'products.ppm': ['ppm', 'maintenance', 'maint', 'prepaidmaintenance'],
  'products.tire_wheel': ['tirewheel', 'tw', 'tireandwheel', 'tires'],
  'products.appearance': ['appearance', 'appearanceprotection', 'paintfabric'],
  'products.theft': ['theft', 'etch', 'antitheft'],
  'products.key_replacement': ['keyreplacement', 'key', 'keys'],
  'products.windshield': ['windshield', 'glass'],
  'products.other': ['other', 'otherproduct', 'misc'],
  status: ['status', 'dealstatus', 'fundingstatus'],
  funded_date: ['funded', 'fundeddate', 'funddate', 'datefunded'],
  notes: ['notes', 'note', 'comments', 'comment', 'remarks'],
};

/** "Stock #" → "stock#", "F&I Mgr" → "fimgr": case, spaces and punctuation aside ('#' kept). */
export const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9#]/g, '');

/**
 * The field each column holds, from the header row; a field goes to the first
 * column that names it, and a column nobody recognises is left unmapped.
 * "Back gross", "Total gross" and "Products" of our own export are sums the
 * database computes, so they are not read.
 */
export function guessMapping(headers: readonly string[]): (ImportField | null)[] {
  const taken = new Set<ImportField>();
  const names = (field: ImportField) => [...HEADER_NAMES[field], headerKey(field)];
  return headers.map((header) => {
    const key = headerKey(header);
    const bare = key.replace(/#/g, '');
    const field = IMPORT_FIELDS.find(
      (candidate) =>
        !taken.has(candidate) &&
        names(candidate).some((name) => name === key || name.replace(/#/g, '') === bare),
    );
    if (!field || key === '') return null;
    taken.add(field);
    return field;
  });
}

/** A cell as the reader library gives it: text, a number, a date, or nothing. */
export type Cell = string | number | Date | null;

const cellText = (cell: Cell): string =>
  cell === null ? '' : cell instanceof Date ? cell.toISOString() : String(cell).trim();

/**
 * Money as written in a deal log: `$1,234.50`, `1234.5`, `-12`, `(123.45)` for a
 * negative. Null for an empty cell, undefined when it is not an amount. A
 * negative is returned as written: the deal schema decides where one is allowed.
 */
export function parseMoney(cell: Cell): number | null | undefined {
  if (cell instanceof Date) return undefined;
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : undefined;
  const text = cellText(cell);
  if (text === '' || text === '-' || text === '$-') return text === '' ? null : 0;
  const match =
    /^(\()?\s*(-)?\s*\$?\s*(-)?\s*([0-9]{1,3}(?:,[0-9]{3})+|[0-9]*)(\.[0-9]*)?\s*(\))?$/.exec(text);
  if (!match) return undefined;
  const [, open, minus1, minus2, whole = '', fraction = '', close] = match;
  if (Boolean(open) !== Boolean(close) || (whole === '' && fraction.length < 2)) return undefined;
  const value = Number(`${whole.replace(/,/g, '') || '0'}${fraction}`);
  return open || minus1 || minus2 ? -value : value;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A calendar day as a US log writes it (`3/7/2025`, `03-07-25`) or ISO
 * (`2025-03-07`, with or without a time), or a spreadsheet's date cell.
 * Undefined when it is not one; null for an empty cell. Two-digit years are 20xx.
 */
export function parseDay(cell: Cell): string | null | undefined {
  if (cell === null) return null;
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return undefined;
    // A workbook's date cell is the day at midnight UTC.
    return `${cell.getUTCFullYear()}-${pad(cell.getUTCMonth() + 1)}-${pad(cell.getUTCDate())}`;
  }
  if (typeof cell === 'number') return undefined;
  const text = cellText(cell);
  if (text === '') return null;
  let day: string | undefined;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  const us = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(text);
  if (iso) day = `${iso[1]}-${pad(Number(iso[2]))}-${pad(Number(iso[3]))}`;
  else if (us) {
    const year = us[3]!.length === 2 ? `20${us[3]}` : us[3]!;
    day = `${year}-${pad(Number(us[1]))}-${pad(Number(us[2]))}`;
  }
  return day && isCalendarDay(day) ? day : undefined;
}

const CHOICES = {
  deal_type: {
    values: DEAL_TYPES,
    aliases: { c: 'Cash', f: 'Finance', fin: 'Finance', retail: 'Finance', l: 'Lease' },
  },
  vehicle_type: {
    values: VEHICLE_TYPES,
    aliases: { n: 'New', u: 'Used', c: 'CPO', certified: 'CPO', precertified: 'CPO' },
  },
  status: {
    values: DEAL_STATUSES,
    aliases: { p: 'Pending', open: 'Pending', f: 'Funded', paid: 'Funded', u: 'Unwound' },
  },
} as const;

/** "finance", "F", "FIN" → "Finance"; anything else stays as typed for the schema to refuse. */
export function parseChoice(field: keyof typeof CHOICES, cell: Cell): string | null {
  const text = cellText(cell);
  if (text === '') return null;
  const key = text.toLowerCase().replace(/[^a-z]/g, '');
  const { values, aliases } = CHOICES[field];
  return (
    values.find((value) => value.toLowerCase() === key) ??
    (aliases as Record<string, string>)[key] ??
    text
  );
}

/** A person of the store as names are matched against them. */
export interface StaffName {
  id: string;
  firstName: string;
  lastName: string;
}

const nameKey = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The person a name in the log means, or null when none or several could be
 * meant: "Dana Reyes", "Reyes, Dana", "D. Reyes" or "D Reyes", and the initials
 * "DR" only when nobody else has them.
 */
export function matchPerson(name: string, staff: readonly StaffName[]): string | null {
  const text = name.trim();
  if (text === '') return null;
  const comma = text.indexOf(',');
  const ordered = comma > 0 ? `${text.slice(comma + 1)} ${text.slice(0, comma)}` : text;
  const key = nameKey(ordered);
  const only = (matches: readonly StaffName[]) => (matches.length === 1 ? matches[0]!.id : null);
  const full = staff.filter((p) => nameKey(`${p.firstName} ${p.lastName}`) === key);
  if (full.length > 0) return only(full);
  const words = key.split(' ');
  if (words.length === 2 && words[0]!.length === 1) {
    const byInitial = staff.filter(
      (p) => nameKey(p.firstName).startsWith(words[0]!) && nameKey(p.lastName) === words[1],
    );
    if (byInitial.length > 0) return only(byInitial);
  }
  const initials = text.replace(/[.\s]/g, '').toLowerCase();
  if (/^[a-z]{2,3}$/.test(initials) && text === text.toUpperCase()) {
    return only(
      staff.filter(
        (p) =>
          `${nameKey(p.firstName)[0] ?? ''}${nameKey(p.lastName)
            .split(' ')
            .map((w) => w[0])
            .join('')}` === initials,
      ),
    );
  }
  return null;
}

/** Our own export names a split deal's salespeople "First / Second" in one column. */
export function splitSalespeople(cell: string): [string, string | null] {
  const [first = '', second] = cell.split(' / ');
  return [first.trim(), second?.trim() || null];
}

/**
 * What the reader of a row needs besides the row: who the names are, and the
 * store's today for a row without a day (the server then weighs the days
 * against today with `futureDayIssues`, as `POST /deals` does).
 */
export interface RowContext {
  /** A name as written (trimmed) → the person chosen for it, or null to leave the field empty. */
  people: ReadonlyMap<string, string | null>;
  today: string;
  /** The F&I manager of a row whose file has no such column (`POST /deals` defaults it too). */
  defaultFiManagerId?: string | null;
}

export type ImportedDeal = Omit<
  ReturnType<typeof createDealSchema.parse>,
  'dealership_id' | 'allow_duplicate_stock' | 'sale_id'
> & { deal_date: string };

const issue = (field: string, code: ImportIssueCode, params: FieldIssueParams = {}): RowIssue => ({
  field,
  code,
  params,
  message:
    code === 'not_a_day'
      ? `Field '${field}' must be a day such as 3/7/2025 or 2025-03-07`
      : code === 'unknown_person'
        ? `Field '${field}' names '${params.name}', who is not one of the store's people`
        : `Field '${field}' must be an amount such as $1,234.50`,
});

/**
 * One row of the file as `POST /deals` would take it, and every problem with
 * it: first what a cell cannot mean (a day, an amount, a person), then the deal
 * schema's field issues, then the rules across fields and the store's calendar.
 */
export function readDealRow(
  cells: readonly Cell[],
  mapping: readonly (ImportField | null)[],
  context: RowContext,
): { deal: ImportedDeal | null; input: Partial<CreateDealInput>; issues: RowIssue[] } {
  const input: Record<string, unknown> = {};
  const products: Record<string, number> = {};
  const issues: RowIssue[] = [];
  const setPerson = (field: PersonField, name: string) => {
    if (name === '') return;
    const chosen = context.people.get(name);
    if (chosen === undefined) issues.push(issue(field, 'unknown_person', { name }));
    else input[field] = chosen;
  };
  mapping.forEach((field, index) => {
    if (!field) return;
    const cell = cells[index] ?? null;
    if (MONEY_FIELDS.includes(field)) {
      const amount = parseMoney(cell);
      if (amount === undefined) issues.push(issue(field, 'not_a_number'));
      else if (amount !== null && field.startsWith('products.'))
        products[field.slice('products.'.length)] = amount;
      else if (amount !== null) input[field] = amount;
    } else if (DAY_FIELDS.includes(field)) {
      const day = parseDay(cell);
      if (day === undefined) issues.push(issue(field, 'not_a_day'));
      else if (day !== null) input[field] = day;
    } else if (field === 'deal_type' || field === 'vehicle_type' || field === 'status') {
      const choice = parseChoice(field, cell);
      if (choice !== null) input[field] = choice;
    } else if (isPersonField(field)) {
      const text = cellText(cell);
      if (field === 'salesperson_id' && text.includes(' / ')) {
        const [first, second] = splitSalespeople(text);
        setPerson('salesperson_id', first);
        if (second) setPerson('second_salesperson_id', second);
      } else setPerson(field, text);
    } else {
      let text = cellText(cell);
      // A whole VIN in the column: its last eight characters are what the log keeps.
      if (field === 'vin_last8' && /^[A-HJ-NPR-Z0-9]{17}$/i.test(text)) text = text.slice(-8);
      if (text !== '') input[field] = text;
    }
  });
  if (Object.keys(products).length > 0) input.products = products;
  if (!mapping.includes('fi_manager_id') && context.defaultFiManagerId) {
    input.fi_manager_id = context.defaultFiManagerId;
  }
  const known = new Set(issues.map((one) => one.field));
  const parsed = createDealSchema.safeParse(input);
  if (!parsed.success) {
    for (const found of toFieldIssues(parsed.error)) {
      if (!known.has(found.field)) issues.push(found);
    }
    return { deal: null, input: input as Partial<CreateDealInput>, issues };
  }
  const {
    dealership_id: _store,
    allow_duplicate_stock: _allow,
    sale_id: _sale,
    ...data
  } = parsed.data;
  const deal = { ...data, deal_date: data.deal_date ?? context.today };
  issues.push(...dealRuleIssues(deal));
  return {
    deal: issues.length === 0 ? deal : null,
    input: input as Partial<CreateDealInput>,
    issues,
  };
}

/** A spreadsheet's column letter: 0 → A, 26 → AA. */
export function columnLetter(index: number): string {
  let letter = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letter = String.fromCharCode(65 + ((n - 1) % 26)) + letter;
  }
  return letter;
}

/** The key duplicates are found by: the same stock number (case and spaces aside) on the same day. */
export const stockDayKey = (stockNumber: string, day: string) =>
  `${stockNumber.trim().toUpperCase()}|${day}`;
