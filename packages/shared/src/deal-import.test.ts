import { describe, expect, it } from 'vitest';
import {
  columnLetter,
  guessMapping,
  matchPerson,
  parseChoice,
  parseDay,
  parseMoney,
  readDealRow,
  type ImportField,
} from './deal-import';

describe('guessing the columns from the header row', () => {
  it('reads the names deal logs use, and leaves the rest unmapped', () => {
    expect(
      guessMapping([
        'Stock #',
        'Cust Last',
        'Res',
        'VSC',
        'GAP',
        'Lender',
        'F&I Mgr',
        'Sold Date',
        'N/U',
        'Deal Type',
        'Front Gross',
        'Whatever',
        'Back gross',
      ]),
    ).toEqual([
      'stock_number',
      'customer_last_name',
      'reserve',
      'products.vsc',
      'products.gap',
      'lender',
      'fi_manager_id',
      'deal_date',
      'vehicle_type',
      'deal_type',
      'front_end_gross',
      null,
      null,
    ]);
  });

  it("reads our own export's header back", () => {
    const guessed = guessMapping([
      'Deal #',
      'Date',
      'Customer',
      'Stock #',
      'VIN (last 8)',
      'N/U/CPO',
      'Deal type',
      'Lender',
      'Salesperson',
      'F&I manager',
      'Front gross',
      'Tire & Wheel',
      'Key Replacement',
      'Status',
      'Funded date',
    ]);
    expect(guessed).toEqual([
      'deal_number',
      'deal_date',
      'customer_last_name',
      'stock_number',
      'vin_last8',
      'vehicle_type',
      'deal_type',
      'lender',
      'salesperson_id',
      'fi_manager_id',
      'front_end_gross',
      'products.tire_wheel',
      'products.key_replacement',
      'status',
      'funded_date',
    ]);
  });

  it('gives a field to its first column only', () => {
    expect(guessMapping(['Date', 'Deal Date'])).toEqual(['deal_date', null]);
  });
});

describe('reading a cell', () => {
  it('money with $, commas and parentheses as a negative', () => {
    expect(parseMoney('$1,234.50')).toBe(1234.5);
    expect(parseMoney('1234.5')).toBe(1234.5);
    expect(parseMoney('(123.45)')).toBe(-123.45);
    expect(parseMoney('($1,000)')).toBe(-1000);
    expect(parseMoney('-$12')).toBe(-12);
    expect(parseMoney('.5')).toBe(0.5);
    expect(parseMoney('.')).toBeUndefined();
    expect(parseMoney('0.50')).toBe(0.5);
    expect(parseMoney(' ')).toBeNull();
    expect(parseMoney(99.9)).toBe(99.9);
    expect(parseMoney('12,34')).toBeUndefined();
    expect(parseMoney('(12')).toBeUndefined();
    expect(parseMoney('abc')).toBeUndefined();
  });

  it('days in US and ISO forms, and date cells', () => {
    expect(parseDay('3/7/2025')).toBe('2025-03-07');
    expect(parseDay('03-07-25')).toBe('2025-03-07');
    expect(parseDay('2025-03-07')).toBe('2025-03-07');
    expect(parseDay('2025-3-7T00:00:00Z')).toBe('2025-03-07');
    expect(parseDay(new Date(Date.UTC(2025, 1, 28)))).toBe('2025-02-28');
    expect(parseDay('2/30/2025')).toBeUndefined();
    expect(parseDay('13/1/2025')).toBeUndefined();
    expect(parseDay('March 7')).toBeUndefined();
    expect(parseDay('')).toBeNull();
  });

  it('choices in any case and their usual letters', () => {
    expect(parseChoice('deal_type', 'FINANCE')).toBe('Finance');
    expect(parseChoice('deal_type', 'L')).toBe('Lease');
    expect(parseChoice('vehicle_type', 'u')).toBe('Used');
    expect(parseChoice('status', 'funded')).toBe('Funded');
    expect(parseChoice('status', 'Booked')).toBe('Booked');
  });

  it('letters of columns as a spreadsheet names them', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnLetter)).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'ZZ',
      'AAA',
    ]);
  });
});

describe('matching names to the store', () => {
  const staff = [
    { id: 'dana', firstName: 'Dana', lastName: 'Reyes' },
    { id: 'dan', firstName: 'Dan', lastName: 'Ross' },
    { id: 'mark', firstName: 'Mark', lastName: 'Okafor' },
    { id: 'maria', firstName: 'María', lastName: 'Ochoa' },
    { id: 'tom', firstName: 'Tom', lastName: 'Baker' },
  ];

  it('first last, last first, an initial and accents aside', () => {
    expect(matchPerson('Dana Reyes', staff)).toBe('dana');
    expect(matchPerson('  reyes,  DANA ', staff)).toBe('dana');
    expect(matchPerson('D. Reyes', staff)).toBe('dana');
    expect(matchPerson('Maria Ochoa', staff)).toBe('maria');
  });

  it('initials only when nobody else has them', () => {
    expect(matchPerson('TB', staff)).toBe('tom');
    expect(matchPerson('T.B.', staff)).toBe('tom');
    expect(matchPerson('MO', staff)).toBeNull();
    expect(matchPerson('DR', staff)).toBeNull();
    expect(matchPerson('Tb', staff)).toBeNull();
  });

  it('nobody for a stranger or an empty cell', () => {
    expect(matchPerson('Pat Smith', staff)).toBeNull();
    expect(matchPerson('', staff)).toBeNull();
  });
});

describe('reading a row with the deal schema and rules', () => {
  const mapping: (ImportField | null)[] = [
    'deal_date',
    'stock_number',
    'vin_last8',
    'customer_last_name',
    'deal_type',
    'vehicle_type',
    'lender',
    'salesperson_id',
    'front_end_gross',
    'reserve',
    'products.vsc',
    'status',
  ];
  const context = {
    people: new Map<string, string | null>([
      ['Dana Reyes', '00000000-0000-4000-8000-000000000001'],
      ['Nobody', null],
    ]),
    today: '2025-06-30',
  };
  const row = [
    '3/7/2025',
    'A100',
    '12345678',
    'Smith',
    'F',
    'N',
    'Ally',
    'Dana Reyes',
    '$1,200.00',
    '350',
    '$995',
    'Funded',
  ];

  it('a good row becomes the deal POST /deals would save', () => {
    const { deal, issues } = readDealRow(row, mapping, context);
    expect(issues).toEqual([]);
    expect(deal).toMatchObject({
      deal_date: '2025-03-07',
      stock_number: 'A100',
      deal_type: 'Finance',
      vehicle_type: 'New',
      salesperson_id: '00000000-0000-4000-8000-000000000001',
      front_end_gross: 1200,
      reserve: 350,
      products: { vsc: 995, gap: 0 },
      status: 'Funded',
    });
  });

  it('each problem names its field: cells, schema and rules', () => {
    const bad = [...row];
    bad[0] = '2025-02-30';
    bad[2] = '1234';
    bad[4] = 'Cash';
    bad[7] = 'Pat Smith';
    bad[8] = '(100.00)';
    bad[10] = 'lots';
    const { deal, issues } = readDealRow(bad, mapping, context);
    expect(deal).toBeNull();
    expect(issues.map((one) => [one.field, one.code])).toEqual([
      ['deal_date', 'not_a_day'],
      ['salesperson_id', 'unknown_person'],
      ['products.vsc', 'not_a_number'],
      ['vin_last8', 'invalid_format'],
      ['front_end_gross', 'too_small'],
    ]);
    // Once the cells read, the rules across fields speak: a lender on a cash deal.
    const cash = readDealRow(
      row.map((cell, index) => (index === 4 ? 'Cash' : cell)),
      mapping,
      context,
    );
    expect(cash.issues.map((one) => [one.field, one.code])).toEqual([['lender', 'lender_on_cash']]);
  });

  it('a name chosen to be left empty leaves the field empty', () => {
    const { deal } = readDealRow(
      row.map((cell, index) => (index === 7 ? 'Nobody' : cell)),
      mapping,
      context,
    );
    expect(deal?.salesperson_id).toBeNull();
  });

  it('a split "A / B" in the salesperson column is two people, as our export writes it', () => {
    const people = new Map([
      ['Dana Reyes', '00000000-0000-4000-8000-000000000001'],
      ['Dan Ross', '00000000-0000-4000-8000-000000000002'],
    ]);
    const { deal } = readDealRow(
      row.map((cell, index) => (index === 7 ? 'Dana Reyes / Dan Ross' : cell)),
      mapping,
      { ...context, people },
    );
    expect(deal?.second_salesperson_id).toBe('00000000-0000-4000-8000-000000000002');
  });
});
