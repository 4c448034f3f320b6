import { describe, expect, it } from 'vitest';
import {
  applyDealType,
  computeLiveFigures,
  createDefaultValues,
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
