import type { FieldIssueCode, FieldIssueParams } from '@das/shared/errors';
import { describe, expect, it } from 'vitest';
import type { Deal } from '@das/shared/schemas/deals';
import {
  applyDealType,
  computeLiveFigures,
  createDefaultValues,
  firstErrorField,
  mapServerIssues,
  parseMoney,
  toCreateInput,
  toUpdateInput,
  validateDealForm,
  valuesFromDeal,
  type DealFormValues,
} from './deal-form';

const FI = '8e12243c-fd0e-41f4-bd7a-4675112fe1e3';
const SP = 'c8145c86-041d-4729-86d6-98e4986405a8';

function filled(change: Partial<DealFormValues> = {}): DealFormValues {
  return {
    ...createDefaultValues({ today: '2026-11-21', fiManagerId: FI }),
    customer_last_name: 'Nelson',
    stock_number: 'T76571',
    vin_last8: '57408556',
    lender: 'Ally Financial',
    front_end_gross: '1200',
    ...change,
  };
}

describe('defaults', () => {
  it('start a Pending Finance deal on a New car today, for the signed-in F&I manager', () => {
    const values = createDefaultValues({ today: '2026-11-21', fiManagerId: FI });
    expect(values).toMatchObject({
      deal_date: '2026-11-21',
      status: 'Pending',
      deal_type: 'Finance',
      vehicle_type: 'New',
      fi_manager_id: FI,
      deal_number: '',
    });
  });

  it('take what a sale passes', () => {
    const values = createDefaultValues({
      today: '2026-11-21',
      prefill: {
        customer_last_name: 'Ng',
        stock_number: 'A1',
        vehicle_type: 'CPO',
        salesperson_id: SP,
      },
    });
    expect(values).toMatchObject({
      customer_last_name: 'Ng',
      stock_number: 'A1',
      vehicle_type: 'CPO',
      salesperson_id: SP,
    });
  });
});

describe('parseMoney', () => {
  it('reads what people type', () => {
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('  ')).toBeNull();
    expect(parseMoney('1234')).toBe(1234);
    expect(parseMoney('$1,234.50')).toBe(1234.5);
    expect(parseMoney('.5')).toBe(0.5);
    expect(parseMoney('10.005')).toBe(10.01);
    expect(parseMoney('-20')).toBe(-20);
    expect(parseMoney('12abc')).toBeNaN();
    expect(parseMoney('1.2.3')).toBeNaN();
  });
});

describe('computeLiveFigures (DOMAIN.md formulas)', () => {
  it('back = reserve + products, total = front + back, sold = products above zero', () => {
    const values = filled({
      front_end_gross: '1,500',
      reserve: '600.25',
      products: {
        ...filled().products,
        vsc: '1200',
        gap: '400',
        ppm: '0',
        theft: '99.99',
      },
    });
    expect(computeLiveFigures(values)).toEqual({
      front: 1500,
      reserve: 600.25,
      products: 1699.99,
      back: 2300.24,
      total: 3800.24,
      productsSold: 3,
    });
  });

  it('counts unreadable or negative amounts as zero while they are being fixed', () => {
    const values = filled({
      front_end_gross: 'abc',
      reserve: '-5',
      products: { ...filled().products, vsc: '100' },
    });
    expect(computeLiveFigures(values)).toMatchObject({ front: 0, back: 100, total: 100 });
  });

  it('leaves GAP out of a Cash deal', () => {
    const values = filled({
      deal_type: 'Cash',
      products: { ...filled().products, gap: '500', vsc: '100' },
    });
    expect(computeLiveFigures(values)).toMatchObject({ back: 100, productsSold: 1 });
  });

  it('adds cents without floating-point dust', () => {
    const values = filled({
      front_end_gross: '0.1',
      reserve: '0.2',
      products: { ...filled().products, vsc: '0.1' },
    });
    expect(computeLiveFigures(values)).toMatchObject({ back: 0.3, total: 0.4 });
  });
});

describe('applyDealType', () => {
  it('clears the lender and GAP for Cash', () => {
    const values = applyDealType(
      filled({ products: { ...filled().products, gap: '300', vsc: '10' } }),
      'Cash',
    );
    expect(values.lender).toBe('');
    expect(values.products.gap).toBe('');
    expect(values.products.vsc).toBe('10');
  });

  it('keeps the lender when moving between Finance and Lease', () => {
    expect(applyDealType(filled(), 'Lease').lender).toBe('Ally Financial');
  });
});

describe('validateDealForm (the server rules of SPEC.md §5)', () => {
  it('passes a complete deal', () => {
    expect(validateDealForm(filled())).toEqual({});
  });

  it('requires last name, stock #, VIN and front gross', () => {
    const errors = validateDealForm(
      filled({ customer_last_name: ' ', stock_number: '', vin_last8: '', front_end_gross: '' }),
    );
    expect(errors).toMatchObject({
      customer_last_name: { key: 'deals.validation.required' },
      stock_number: { key: 'deals.validation.required' },
      vin_last8: { key: 'deals.validation.required' },
      front_end_gross: { key: 'deals.validation.required' },
    });
  });

  it('limits stock # to 20 and last name to 50 characters', () => {
    expect(validateDealForm(filled({ stock_number: 'x'.repeat(20) })).stock_number).toBeUndefined();
    expect(validateDealForm(filled({ stock_number: 'x'.repeat(21) })).stock_number).toEqual({
      key: 'deals.validation.tooLong',
      values: { max: 20 },
    });
    expect(
      validateDealForm(filled({ customer_last_name: 'x'.repeat(51) })).customer_last_name,
    ).toEqual({ key: 'deals.validation.tooLong', values: { max: 50 } });
  });

  it('wants exactly 8 digits of VIN', () => {
    for (const vin of ['1234567', '123456789', '1234567A', 'ABCDEFGH']) {
      expect(validateDealForm(filled({ vin_last8: vin })).vin_last8).toEqual({
        key: 'deals.validation.vinFormat',
      });
    }
    expect(validateDealForm(filled({ vin_last8: '00000001' })).vin_last8).toBeUndefined();
  });

  it('refuses negative or unreadable amounts', () => {
    const errors = validateDealForm(
      filled({
        front_end_gross: '-1',
        reserve: 'lots',
        products: { ...filled().products, vsc: '20000000' },
      }),
    );
    expect(errors.front_end_gross).toEqual({ key: 'deals.validation.negative' });
    expect(errors.reserve).toEqual({ key: 'deals.validation.notAmount' });
    expect(errors['products.vsc']).toEqual({
      key: 'deals.validation.tooLarge',
      values: { max: 10_000_000 },
    });
    expect(validateDealForm(filled({ front_end_gross: '0' })).front_end_gross).toBeUndefined();
  });

  it('requires a lender for Finance and Lease, not for Cash', () => {
    expect(validateDealForm(filled({ lender: '' })).lender).toEqual({
      key: 'deals.validation.lenderRequired',
    });
    expect(validateDealForm(filled({ lender: '', deal_type: 'Lease' })).lender).toEqual({
      key: 'deals.validation.lenderRequired',
    });
    expect(validateDealForm(filled({ lender: '', deal_type: 'Cash' })).lender).toBeUndefined();
  });

  it('refuses the same person as both salespeople of a split', () => {
    expect(
      validateDealForm(filled({ salesperson_id: SP, second_salesperson_id: SP }))
        .second_salesperson_id,
    ).toEqual({ key: 'deals.validation.sameSalesperson' });
  });

  it('names the first problem in screen order', () => {
    const errors = validateDealForm(filled({ front_end_gross: '', stock_number: '' }));
    expect(firstErrorField(errors)).toBe('stock_number');
  });
});

describe('request bodies', () => {
  it('a new deal leaves the number to the server when blank and sends the sale', () => {
    const input = toCreateInput(
      filled({ products: { ...filled().products, vsc: '1,000' }, notes: ' ' }),
      '99f09561-9533-4e3c-b725-7c651acd51b4',
    );
    expect(input).not.toHaveProperty('deal_number');
    expect(input).not.toHaveProperty('funded_date');
    expect(input).toMatchObject({
      sale_id: '99f09561-9533-4e3c-b725-7c651acd51b4',
      stock_number: 'T76571',
      front_end_gross: 1200,
      reserve: 0,
      lender: 'Ally Financial',
      fi_manager_id: FI,
      salesperson_id: null,
      notes: null,
      status: 'Pending',
    });
    expect(input.products).toMatchObject({ vsc: 1000, gap: 0 });
  });

  it('a Cash deal sends no lender and no GAP', () => {
    const input = toCreateInput(
      filled({ deal_type: 'Cash', products: { ...filled().products, gap: '400' } }),
    );
    expect(input.lender).toBeNull();
    expect(input.products?.gap).toBe(0);
  });

  it('a change sends only what changed', () => {
    const deal: Deal = {
      id: 'f013f761-320c-44a1-90c9-2ed5f0618c7d',
      dealership_id: 46,
      sale_id: null,
      deal_number: '68009',
      deal_date: '2026-11-21',
      stock_number: 'T76571',
      vin_last8: '57408556',
      customer_last_name: 'Nelson',
      deal_type: 'Finance',
      vehicle_type: 'New',
      manufacturer: 'Toyota',
      lender: 'Toyota Financial Services',
      salesperson_id: SP,
      salesperson_name: 'Sam Ortega',
      second_salesperson_id: null,
      second_salesperson_name: null,
      sales_manager_id: null,
      fi_manager_id: FI,
      fi_manager_name: 'Fiona Marsh',
      front_end_gross: 79.33,
      reserve: 1501.49,
      products: {
        vsc: 1410.97,
        gap: 0,
        ppm: 415.17,
        tire_wheel: 0,
        appearance: 0,
        theft: 0,
        key_replacement: 0,
        windshield: 0,
        other: 165.61,
      },
      back_end_gross: 3493.24,
      total_gross: 3572.57,
      products_sold: 3,
      status: 'Funded',
      funded_date: '2026-11-20',
      notes: null,
      created_by: FI,
      first_name: 'Fiona',
      last_name: 'Marsh',
      created_at: '2026-11-21T23:52:00.000Z',
      updated_at: '2026-11-21T23:52:00.000Z',
    };
    const initial = valuesFromDeal(deal);
    expect(initial.reserve).toBe('1501.49');
    expect(initial.products.gap).toBe('');
    expect(toUpdateInput(initial, initial)).toBeUndefined();

    const changed = {
      ...initial,
      front_end_gross: '100',
      products: { ...initial.products, gap: '500' },
    };
    expect(toUpdateInput(initial, changed)).toEqual({
      front_end_gross: 100,
      products: { gap: 500 },
    });

    const cash = applyDealType(initial, 'Cash');
    expect(toUpdateInput(initial, cash)).toEqual({ deal_type: 'Cash', lender: null });

    const pending = { ...initial, status: 'Pending' as const };
    expect(toUpdateInput(initial, pending)).toEqual({ status: 'Pending', funded_date: null });
  });
});

describe('mapServerIssues', () => {
  const issue = (field: string, code: FieldIssueCode, params: FieldIssueParams = {}) => ({
    field,
    code,
    params,
    message: 'English the form does not read',
  });

  it('words each code beside its field, in the terms of this form', () => {
    const { fields, other } = mapServerIssues([
      issue('stock_number', 'required'),
      issue('products.gap', 'gap_on_cash'),
      issue('deal_number', 'already_used'),
      issue('salesperson_id', 'not_staff'),
      issue('vin_last8', 'invalid_format', { format: 'regex' }),
      issue('customer_last_name', 'too_long', { maximum: 50 }),
      issue('front_end_gross', 'too_small', { minimum: 0 }),
      issue('notes', 'unknown_fields', { keys: ['x'] }),
      issue('dealership_id', 'required'),
    ]);
    expect(fields).toEqual({
      stock_number: { key: 'deals.validation.required' },
      'products.gap': { key: 'deals.validation.gapCash' },
      deal_number: { key: 'deals.validation.dealNumberTaken' },
      salesperson_id: { key: 'deals.validation.notStaff' },
      vin_last8: { key: 'deals.validation.vinFormat' },
      customer_last_name: { key: 'deals.validation.tooLong', values: { max: 50 } },
      front_end_gross: { key: 'deals.validation.negative' },
      notes: { key: 'validation.unknown_fields', values: {} },
    });
    expect(other).toEqual([{ key: 'deals.validation.required' }]);
  });
});
