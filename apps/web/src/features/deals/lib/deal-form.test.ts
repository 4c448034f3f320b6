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
      customer_last_name: { key: 'required' },
      stock_number: { key: 'required' },
      vin_last8: { key: 'required' },
      front_end_gross: { key: 'required' },
    });
  });

  it('limits stock # to 20 and last name to 50 characters', () => {
    expect(validateDealForm(filled({ stock_number: 'x'.repeat(20) })).stock_number).toBeUndefined();
    expect(validateDealForm(filled({ stock_number: 'x'.repeat(21) })).stock_number).toEqual({
      key: 'tooLong',
      values: { max: 20 },
    });
    expect(
      validateDealForm(filled({ customer_last_name: 'x'.repeat(51) })).customer_last_name,
    ).toEqual({ key: 'tooLong', values: { max: 50 } });
  });

  it('wants exactly 8 digits of VIN', () => {
    for (const vin of ['1234567', '123456789', '1234567A', 'ABCDEFGH']) {
      expect(validateDealForm(filled({ vin_last8: vin })).vin_last8).toEqual({ key: 'vinFormat' });
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
    expect(errors.front_end_gross).toEqual({ key: 'negative' });
    expect(errors.reserve).toEqual({ key: 'notAmount' });
    expect(errors['products.vsc']).toEqual({ key: 'tooLarge', values: { max: 10_000_000 } });
    expect(validateDealForm(filled({ front_end_gross: '0' })).front_end_gross).toBeUndefined();
  });

  it('requires a lender for Finance and Lease, not for Cash', () => {
    expect(validateDealForm(filled({ lender: '' })).lender).toEqual({ key: 'lenderRequired' });
    expect(validateDealForm(filled({ lender: '', deal_type: 'Lease' })).lender).toEqual({
      key: 'lenderRequired',
    });
    expect(validateDealForm(filled({ lender: '', deal_type: 'Cash' })).lender).toBeUndefined();
  });

  it('refuses the same person as both salespeople of a split', () => {
    expect(
      validateDealForm(filled({ salesperson_id: SP, second_salesperson_id: SP }))
        .second_salesperson_id,
    ).toEqual({ key: 'sameSalesperson' });
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
  it('puts VALIDATION_ERROR details beside their fields', () => {
    const { fields, other } = mapServerIssues([
      { field: 'stock_number', message: "Field 'stock_number' is required" },
      { field: 'products.gap', message: "Field 'products.gap' must be 0 for Cash deals" },
      { field: 'deal_number', message: "Field 'deal_number' is already used at this dealership" },
      {
        field: 'salesperson_id',
        message: "Field 'salesperson_id' is not on this dealership's staff",
      },
      { field: 'vin_last8', message: "Field 'vin_last8' format is invalid" },
      {
        field: 'customer_last_name',
        message: "Field 'customer_last_name' must be at most 50 characters",
      },
      { field: 'notes', message: 'Something new' },
      { field: 'dealership_id', message: 'Insufficient' },
    ]);
    expect(fields).toEqual({
      stock_number: { key: 'required' },
      'products.gap': { key: 'gapCash' },
      deal_number: { key: 'dealNumberTaken' },
      salesperson_id: { key: 'notStaff' },
      vin_last8: { key: 'vinFormat' },
      customer_last_name: { key: 'tooLong', values: { max: 50 } },
      notes: { key: 'server', text: 'Something new' },
    });
    expect(other).toEqual(['Insufficient']);
  });

  it('ignores details that are not a list of issues', () => {
    expect(mapServerIssues({ reason: 'csrf' })).toEqual({ fields: {}, other: [] });
  });
});
