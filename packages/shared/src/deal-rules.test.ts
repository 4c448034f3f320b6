import { describe, expect, it } from 'vitest';
import { dealRuleIssues, type DealRuleInput } from './deal-rules';

const financed: DealRuleInput = {
  deal_type: 'Finance',
  lender: 'Ally Financial',
  products: { gap: 0 },
  salesperson_id: 'a',
  second_salesperson_id: null,
  status: 'Pending',
  funded_date: null,
};

const codes = (deal: Partial<DealRuleInput>) =>
  dealRuleIssues({ ...financed, ...deal }).map(({ field, code }) => `${field}:${code}`);

describe('deal rules shared by the server and the log-deal form', () => {
  it('accepts a financed deal with a lender', () => {
    expect(codes({})).toEqual([]);
  });

  it('wants a lender for Finance and Lease, and none for Cash', () => {
    expect(codes({ lender: null })).toEqual(['lender:lender_required']);
    expect(codes({ deal_type: 'Lease', lender: '' })).toEqual(['lender:lender_required']);
    expect(codes({ deal_type: 'Cash' })).toEqual(['lender:lender_on_cash']);
    expect(codes({ deal_type: 'Cash', lender: null })).toEqual([]);
  });

  it('sells no GAP on cash, splits between two people, and dates only funded deals', () => {
    expect(codes({ deal_type: 'Cash', lender: null, products: { gap: 1 } })).toEqual([
      'products.gap:gap_on_cash',
    ]);
    expect(codes({ second_salesperson_id: 'a' })).toEqual([
      'second_salesperson_id:same_as_salesperson',
    ]);
    expect(codes({ funded_date: '2026-05-01' })).toEqual(['funded_date:funded_date_unfunded']);
    expect(codes({ funded_date: '2026-05-01', status: 'Funded' })).toEqual([]);
  });

  it('refuses a funded date before the deal date, and takes one on the same day', () => {
    const funded = { status: 'Funded' as const, deal_date: '2026-03-10' };
    expect(codes({ ...funded, funded_date: '2026-03-09' })).toEqual([
      'funded_date:funded_before_deal',
    ]);
    expect(codes({ ...funded, funded_date: '2026-03-10' })).toEqual([]);
    expect(codes({ ...funded, funded_date: '2026-04-01' })).toEqual([]);
    expect(codes({ status: 'Funded', funded_date: '2026-03-09' })).toEqual([]);
  });
});
