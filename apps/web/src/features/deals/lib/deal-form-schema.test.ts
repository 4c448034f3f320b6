import { PRODUCTS } from '@das/shared/deals';
import type { Deal } from '@das/shared/schemas/deals';
import type { FieldError, FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { issueOfError } from '@/lib/form-resolver';
import {
  FIELD_ORDER,
  applyDealType,
  createDefaultValues,
  valuesFromDeal,
  type DealFieldName,
  type DealFormValues,
  type FieldProblem,
} from './deal-form';
import { firstErrorField, problemFromIssue } from './deal-form-issues';
import {
  dealFormResolver,
  toCreateInput,
  toUpdateInput,
  type DealRequest,
} from './deal-form-schema';

const FI = '8e12243c-fd0e-41f4-bd7a-4675112fe1e3';
const SP = 'c8145c86-041d-4729-86d6-98e4986405a8';
const SALE = '99f09561-9533-4e3c-b725-7c651acd51b4';

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

const withProducts = (products: Partial<DealFormValues['products']>) => ({
  ...filled().products,
  ...products,
});

/** What the form's resolver says: the request it would send, or each field's worded problem. */
async function check(values: DealFormValues, saleId?: string) {
  const result = await dealFormResolver(saleId)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const errors = result.errors as FieldErrors<DealFormValues>;
  const problems: Partial<Record<DealFieldName, FieldProblem>> = {};
  for (const field of FIELD_ORDER) {
    const [head = '', tail] = field.split('.');
    const node = (errors as Record<string, unknown>)[head] as Record<string, unknown> | undefined;
    const error = (tail ? node?.[tail] : node) as FieldError | undefined;
    const issue = issueOfError(error);
    if (issue) problems[field] = problemFromIssue({ field, ...issue });
  }
  return { request: result.values as DealRequest | Record<string, never>, problems };
}

async function requestOf(values: DealFormValues, saleId?: string): Promise<DealRequest> {
  const { request, problems } = await check(values, saleId);
  expect(problems).toEqual({});
  return request as DealRequest;
}

describe('the form schema (the server schema and the shared deal rules)', () => {
  it('passes a complete deal', async () => {
    expect((await check(filled())).problems).toEqual({});
  });

  it('requires last name, stock #, VIN, date and front gross', async () => {
    const { problems } = await check(
      filled({
        customer_last_name: ' ',
        stock_number: '',
        vin_last8: '',
        front_end_gross: '',
        deal_date: '',
      }),
    );
    const required = { key: 'deals.validation.required' };
    expect(problems).toEqual({
      customer_last_name: required,
      stock_number: required,
      vin_last8: required,
      front_end_gross: required,
      deal_date: required,
    });
  });

  it('limits stock # to 20 and last name to 50 characters', async () => {
    expect((await check(filled({ stock_number: 'x'.repeat(20) }))).problems).toEqual({});
    expect((await check(filled({ stock_number: 'x'.repeat(21) }))).problems).toEqual({
      stock_number: { key: 'deals.validation.tooLong', values: { max: 20 } },
    });
    expect((await check(filled({ customer_last_name: 'x'.repeat(51) }))).problems).toEqual({
      customer_last_name: { key: 'deals.validation.tooLong', values: { max: 50 } },
    });
  });

  it('refuses a right-to-left override in a name, as the server does', async () => {
    const { problems } = await check(filled({ customer_last_name: 'Nelson\u202egpj.exe' }));
    expect(problems).toEqual({
      customer_last_name: { key: 'validation.control_characters', values: {} },
    });
  });

  it('wants exactly 8 digits of VIN', async () => {
    for (const vin of ['1234567', '123456789', '1234567A', 'ABCDEFGH']) {
      expect((await check(filled({ vin_last8: vin }))).problems).toEqual({
        vin_last8: { key: 'deals.validation.vinFormat' },
      });
    }
  });

  it('refuses negative, unreadable or too large amounts, and takes a zero front gross', async () => {
    const { problems } = await check(
      filled({
        front_end_gross: '-1',
        reserve: 'lots',
        products: withProducts({ vsc: '20000000' }),
      }),
    );
    expect(problems).toEqual({
      front_end_gross: { key: 'deals.validation.negative' },
      reserve: { key: 'deals.validation.notAmount' },
      'products.vsc': { key: 'deals.validation.tooLarge', values: { max: 10_000_000 } },
    });
    expect((await check(filled({ front_end_gross: '0' }))).problems).toEqual({});
  });

  it('refuses a date that does not exist', async () => {
    expect((await check(filled({ deal_date: '2026-02-30' }))).problems).toEqual({
      deal_date: { key: 'deals.validation.invalidDate' },
    });
  });

  it('shows the shared rules beside the other problems at once', async () => {
    const { problems } = await check(
      filled({ lender: '', salesperson_id: SP, second_salesperson_id: SP, vin_last8: '1' }),
    );
    expect(problems).toEqual({
      vin_last8: { key: 'deals.validation.vinFormat' },
      lender: { key: 'deals.validation.lenderRequired' },
      second_salesperson_id: { key: 'deals.validation.sameSalesperson' },
    });
    expect((await check(filled({ lender: '', deal_type: 'Lease' }))).problems).toEqual({
      lender: { key: 'deals.validation.lenderRequired' },
    });
    expect((await check(filled({ lender: '', deal_type: 'Cash' }))).problems).toEqual({});
  });

  it('names the first problem in screen order', async () => {
    const { problems } = await check(filled({ front_end_gross: '', stock_number: '' }));
    expect(firstErrorField((field) => problems[field] !== undefined)).toBe('stock_number');
  });
});

describe('request bodies', () => {
  it('a new deal leaves the number to the server when blank and sends the sale', async () => {
    const input = toCreateInput(
      await requestOf(filled({ products: withProducts({ vsc: '1,000' }), notes: ' ' }), SALE),
    );
    expect(input).not.toHaveProperty('deal_number');
    expect(input).not.toHaveProperty('funded_date');
    expect(input).not.toHaveProperty('dealership_id');
    expect(input).toMatchObject({
      sale_id: SALE,
      deal_date: '2026-11-21',
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
    expect(Object.keys(input.products ?? {}).sort()).toEqual([...PRODUCTS].sort());
  });

  it('trims what was typed and sends a funded date only on a funded deal', async () => {
    const input = toCreateInput(
      await requestOf(
        filled({
          stock_number: ' T1 ',
          deal_number: ' 500 ',
          status: 'Funded',
          funded_date: '2026-11-21',
        }),
      ),
    );
    expect(input).toMatchObject({
      stock_number: 'T1',
      deal_number: '500',
      funded_date: '2026-11-21',
    });
  });

  it('a Cash deal sends no lender and no GAP', async () => {
    const input = toCreateInput(
      await requestOf(filled({ deal_type: 'Cash', products: withProducts({ gap: '400' }) })),
    );
    expect(input.lender).toBeNull();
    expect(input.products?.gap).toBe(0);
  });

  it('a change sends only what changed', async () => {
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
      funded_date: '2026-11-21',
      notes: null,
      chargeback_count: 0,
      chargeback_amount: 0,
      created_by: FI,
      first_name: 'Fiona',
      last_name: 'Marsh',
      created_at: '2026-11-21T23:52:00.000Z',
      updated_at: '2026-11-21T23:52:00.000Z',
    };
    const initial = valuesFromDeal(deal);
    expect(initial.reserve).toBe('1501.49');
    expect(initial.products.gap).toBe('');
    expect(toUpdateInput(initial, await requestOf(initial))).toBeUndefined();

    const changed = {
      ...initial,
      front_end_gross: '100',
      products: { ...initial.products, gap: '500' },
    };
    expect(toUpdateInput(initial, await requestOf(changed))).toEqual({
      front_end_gross: 100,
      products: { gap: 500 },
    });

    const cash = applyDealType(initial, 'Cash');
    expect(toUpdateInput(initial, await requestOf(cash))).toEqual({
      deal_type: 'Cash',
      lender: null,
    });

    const pending = { ...initial, status: 'Pending' as const };
    expect(toUpdateInput(initial, await requestOf(pending))).toEqual({
      status: 'Pending',
      funded_date: null,
    });

    const renumbered = { ...initial, deal_number: '68010', stock_number: 'T9' };
    expect(toUpdateInput(initial, await requestOf(renumbered))).toEqual({
      deal_number: '68010',
      stock_number: 'T9',
    });
  });
});
