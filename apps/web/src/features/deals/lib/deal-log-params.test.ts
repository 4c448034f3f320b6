import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  buildExportPath,
  nextSort,
  periodChoices,
  readFilters,
  toListParams,
  writeFilters,
} from './deal-log-params';

const ME = '8e12243c-fd0e-41f4-bd7a-4675112fe1e3';
const OTHER = '1ee3f9cf-5397-4c5d-9ef7-e74afb83d5b7';
const store = { financeMode: false, userId: ME, ownSales: false };
const finance = { financeMode: true, userId: ME, ownSales: false };
const salesperson = { financeMode: false, userId: ME, ownSales: true };

describe('readFilters', () => {
  it('defaults to this month, newest first, everyone', () => {
    expect(readFilters(new URLSearchParams(), store)).toEqual({
      period: 'this_month',
      status: '',
      deal_type: '',
      vehicle_type: '',
      fi_manager_id: '',
      salesperson_id: '',
      lender: '',
      q: '',
      sort: 'deal_date',
      order: 'desc',
    });
  });

  it("reads a salesperson filter from sp, and pins a salesperson's log to them", () => {
    expect(readFilters(new URLSearchParams(`sp=${OTHER}`), store).salesperson_id).toBe(OTHER);
    expect(readFilters(new URLSearchParams('sp=someone'), store).salesperson_id).toBe('');
    expect(readFilters(new URLSearchParams(), salesperson).salesperson_id).toBe(ME);
    expect(readFilters(new URLSearchParams(`sp=${OTHER}`), salesperson).salesperson_id).toBe(ME);
  });

  it('finance mode starts on my own deals, and fi=all shows the whole store', () => {
    expect(readFilters(new URLSearchParams(), finance).fi_manager_id).toBe(ME);
    expect(readFilters(new URLSearchParams('fi=all'), finance).fi_manager_id).toBe('');
    expect(readFilters(new URLSearchParams(`fi=${OTHER}`), finance).fi_manager_id).toBe(OTHER);
  });

  it('drops what it does not know', () => {
    const filters = readFilters(
      new URLSearchParams('period=someday&status=Lost&sort=vin&order=up&fi=me&deal_type=Lease'),
      store,
    );
    expect(filters).toMatchObject({
      period: 'this_month',
      status: '',
      sort: 'deal_date',
      order: 'desc',
      fi_manager_id: '',
      deal_type: 'Lease',
    });
  });

  it('keeps a specific month and all dates', () => {
    expect(readFilters(new URLSearchParams('period=2025-03'), store).period).toBe('2025-03');
    expect(readFilters(new URLSearchParams('period=all'), store).period).toBe('all');
  });
});

describe('salesperson filter', () => {
  it('writes sp for a manager, nothing for the salesperson themself, and asks the API for it', () => {
    const plain = readFilters(new URLSearchParams(), store);
    const filtered = { ...plain, salesperson_id: OTHER };
    expect(writeFilters(filtered, store).toString()).toBe(`sp=${OTHER}`);
    expect(toListParams(filtered, undefined).salesperson_id).toBe(OTHER);
    expect(activeFilterCount(filtered, store)).toBe(1);
    const own = readFilters(new URLSearchParams(), salesperson);
    expect(writeFilters(own, salesperson).toString()).toBe('');
    expect(toListParams(own, undefined).salesperson_id).toBe(ME);
    expect(activeFilterCount(own, salesperson)).toBe(0);
  });
});

describe('writeFilters', () => {
  it('round-trips and leaves defaults out of the address', () => {
    const plain = readFilters(new URLSearchParams(), finance);
    expect(writeFilters(plain, finance).toString()).toBe('');
    const whole = { ...plain, fi_manager_id: '' };
    expect(writeFilters(whole, finance).toString()).toBe('fi=all');
    const busy = {
      ...plain,
      period: 'last_year',
      status: 'Funded' as const,
      q: ' nel ',
      sort: 'total_gross' as const,
      order: 'asc' as const,
    };
    const written = writeFilters(busy, finance);
    expect(written.toString()).toBe(
      'period=last_year&status=Funded&q=nel&sort=total_gross&order=asc',
    );
    expect(readFilters(written, finance)).toEqual({ ...busy, q: 'nel' });
  });
});

describe('sorting', () => {
  it('flips the same column and starts others in their natural order', () => {
    expect(nextSort({ sort: 'deal_date', order: 'desc' }, 'deal_date')).toEqual({
      sort: 'deal_date',
      order: 'asc',
    });
    expect(nextSort({ sort: 'deal_date', order: 'desc' }, 'customer_last_name')).toEqual({
      sort: 'customer_last_name',
      order: 'asc',
    });
    expect(nextSort({ sort: 'deal_date', order: 'asc' }, 'total_gross')).toEqual({
      sort: 'total_gross',
      order: 'desc',
    });
  });
});

describe('API query and CSV link', () => {
  it('asks the API for exactly the filters shown, with the store of the address', () => {
    const filters = {
      ...readFilters(new URLSearchParams('period=all&status=Pending&lender=Ally Financial'), store),
      q: ' 5740 ',
    };
    const params = toListParams(filters, 46);
    expect(params).toEqual({
      dealership_id: '46',
      status: 'Pending',
      lender: 'Ally Financial',
      q: '5740',
      sort: 'deal_date',
      order: 'desc',
    });
    expect(buildExportPath(params)).toBe(
      '/deals/export?dealership_id=46&lender=Ally+Financial&order=desc&q=5740&sort=deal_date&status=Pending',
    );
  });

  it('sends the period unless all dates are asked for, and my id in finance mode', () => {
    const params = toListParams(readFilters(new URLSearchParams(), finance), undefined);
    expect(params).toEqual({
      period: 'this_month',
      fi_manager_id: ME,
      sort: 'deal_date',
      order: 'desc',
    });
  });

  it('counts the filters set beyond period and search', () => {
    const filters = readFilters(new URLSearchParams('status=Funded&vehicle_type=CPO&q=x'), finance);
    expect(activeFilterCount(filters, finance)).toBe(2);
  });
});

describe('periodChoices', () => {
  it('lists months newest first across a year end', () => {
    const { named, months } = periodChoices('2026-02-14', 4);
    expect(named).toContain('year_to_date');
    expect(months).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  });
});
