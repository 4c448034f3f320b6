import { describe, expect, it } from 'vitest';
import { lastNameOf, newestSalesFirst, openDealHref } from './open-deal-href';

describe('customer last name', () => {
  it('takes the last word, or what comes before a comma', () => {
    expect(lastNameOf('Ana María Ruiz')).toBe('Ruiz');
    expect(lastNameOf('  Ruiz  ')).toBe('Ruiz');
    expect(lastNameOf('Ruiz, Ana')).toBe('Ruiz');
    expect(lastNameOf('Van der Berg, Jan')).toBe('Van der Berg');
  });

  it('is null without a name, and at most 50 characters', () => {
    expect(lastNameOf(null)).toBeNull();
    expect(lastNameOf('   ')).toBeNull();
    expect(lastNameOf(`Jo ${'x'.repeat(60)}`)).toHaveLength(50);
  });
});

describe('opening a deal from a sale', () => {
  const sale = {
    id: '3f0c4c1e-8d6b-4a57-9a0e-2b1f4b7a9c11',
    customer_name: 'Dana O’Neil',
    stock_number: 'U2231A',
    vehicle_type: 'Used' as const,
    salesperson_id: '9b1f7d2a-1c3e-4f5a-8b6c-7d8e9f0a1b2c',
  };

  it('passes the sale, customer, stock, vehicle type and salesperson', () => {
    const href = openDealHref('/finance-manager/log-deal', sale);
    const [path, query] = href.split('?');
    expect(path).toBe('/finance-manager/log-deal');
    const params = new URLSearchParams(query);
    expect(Object.fromEntries(params)).toEqual({
      sale_id: sale.id,
      customer: 'O’Neil',
      stock: 'U2231A',
      vehicle_type: 'Used',
      salesperson_id: sale.salesperson_id,
    });
  });

  it('leaves out what the sale does not have', () => {
    const href = openDealHref('/finance-manager/log-deal', {
      ...sale,
      customer_name: null,
      stock_number: null,
      vehicle_type: null,
      salesperson_id: null,
    });
    expect(href).toBe(`/finance-manager/log-deal?sale_id=${sale.id}`);
  });
});

describe('queue order', () => {
  it('puts the newest sale first, the later entry first on the same day', () => {
    const sales = [
      { id: 'a', sale_date: '2026-03-01', created_at: '2026-03-01T10:00:00Z' },
      { id: 'b', sale_date: '2026-03-03', created_at: '2026-03-03T09:00:00Z' },
      { id: 'c', sale_date: '2026-03-03', created_at: '2026-03-03T15:00:00Z' },
    ];
    expect(newestSalesFirst(sales).map((sale) => sale.id)).toEqual(['c', 'b', 'a']);
  });
});
