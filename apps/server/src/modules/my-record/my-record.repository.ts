import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PRODUCTS, type Product } from '@das/shared/deals';
import type { RecordChargebackLine } from '@das/shared/my-record';
import type { Database } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { chargebacks, deals, profiles } from '../../db/schema';
import { inScope, type DealershipScope } from '../../lib/tenant-scope';
import { creditFor, LIVE } from '../deals/deal-sql';
import { PRODUCT_COLUMNS } from '../deals/deals.repository';

/**
 * The SQL of a person's own record (ADR 033): every statement names the
 * person and their store, so nobody else's deal is ever read. Sums are the
 * database's (ADR 017); the deals of the export are one statement.
 */
type Executor = Pick<Database, '_'>;

type SqlRow = Record<string, string | number | boolean | null>;

/** A month's sums of one person's deals, as `desk` and `sales` records count them. */
export interface PersonMonthSums {
  month: string;
  deals: number;
  units: number;
  frontGross: number;
  backGross: number;
}

const MONTH = sql`to_char(${deals.dealDate}::timestamp, 'YYYY-MM')`;

/**
 * Month by month, the deals a person sold (`sales`: as salesperson or second,
 * a split ½ with their share of each amount to the cent, as the dashboards
 * credit them, `creditFor`) or desked (`desk`: as sales manager, each deal whole).
 */
export async function personMonthSums(
  db: Executor,
  scope: DealershipScope,
  personId: string,
  as: 'sales' | 'desk',
): Promise<PersonMonthSums[]> {
  const person = sql`${personId}::uuid`;
  const credit = creditFor(as === 'sales' ? person : undefined);
  const whose =
    as === 'sales'
      ? sql`(${deals.salespersonId} = ${person} or ${deals.secondSalespersonId} = ${person})`
      : sql`${deals.salesManagerId} = ${person}`;
  const rows = await executePrepared<SqlRow>(
    db,
    sql`select ${MONTH} as month, count(*)::int as deals,
          coalesce(sum(${credit.units}) filter (where ${LIVE}), 0) as units,
          coalesce(sum(${credit.amount(deals.frontEndGross)}) filter (where ${LIVE}), 0) as front,
          coalesce(sum(${credit.amount(deals.backEndGross)}) filter (where ${LIVE}), 0) as back
        from ${deals}
        where ${inScope(deals.dealershipId, scope)} and ${whose}
        group by 1 order by 1`,
  );
  return rows.map((row) => ({
    month: String(row.month),
    deals: Number(row.deals),
    units: Number(row.units),
    frontGross: Number(row.front),
    backGross: Number(row.back),
  }));
}

/** The roles a person can hold on a deal, as the export names them. */
export const DEAL_ROLES = [
  'salesperson',
  'second_salesperson',
  'sales_manager',
  'fi_manager',
] as const;
export type DealRole = (typeof DEAL_ROLES)[number];

/**
 * A deal of the person's record as the export writes it: the deal's fields
 * (money as the database's exact text, 2 places), colleagues by name only,
 * and the person's roles on it.
 */
export interface RecordDeal {
  dealNumber: string;
  dealDate: string;
  stockNumber: string;
  vinLast8: string;
  customerLastName: string;
  dealType: string;
  vehicleType: string;
  manufacturer: string | null;
  lender: string | null;
  salespersonName: string | null;
  secondSalespersonName: string | null;
  salesManagerName: string | null;
  fiManagerName: string | null;
  frontEndGross: string;
  reserve: string;
  products: Record<Product, string>;
  backEndGross: string;
  totalGross: string;
  productsSold: number;
  status: string;
  fundedDate: string | null;
  roles: DealRole[];
  /** The units the deal counts for to this person as salesperson: ½ on a split, 0 unwound. */
  myUnits: number;
}

const nameOf = (column: SQL) =>
  sql`(select nullif(trim(coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, '')), '')
    from ${profiles} where ${profiles.userId} = ${column})`;

/**
 * Every deal the person is on, in any role, oldest first, in one statement.
 * Colleagues appear by name only: no id, e-mail or figure of theirs leaves here.
 */
export async function personDeals(
  db: Executor,
  scope: DealershipScope,
  personId: string,
): Promise<RecordDeal[]> {
  const person = sql`${personId}::uuid`;
  const onDeal: Record<DealRole, SQL> = {
    salesperson: sql`${deals.salespersonId} = ${person}`,
    second_salesperson: sql`${deals.secondSalespersonId} = ${person}`,
    sales_manager: sql`${deals.salesManagerId} = ${person}`,
    fi_manager: sql`${deals.fiManagerId} = ${person}`,
  };
  const credit = creditFor(person);
  const money = (column: AnyColumn) => sql`${column}::text`;
  const rows = await executePrepared<SqlRow>(
    db,
    sql`select ${deals.dealNumber} as deal_number, ${deals.dealDate}::text as deal_date,
          ${deals.stockNumber} as stock_number, ${deals.vinLast8} as vin_last8,
          ${deals.customerLastName} as customer_last_name, ${deals.dealType}::text as deal_type,
          ${deals.vehicleType}::text as vehicle_type, ${deals.manufacturer} as manufacturer,
          ${deals.lender} as lender,
          ${nameOf(sql`${deals.salespersonId}`)} as salesperson_name,
          ${nameOf(sql`${deals.secondSalespersonId}`)} as second_salesperson_name,
          ${nameOf(sql`${deals.salesManagerId}`)} as sales_manager_name,
          ${nameOf(sql`${deals.fiManagerId}`)} as fi_manager_name,
          ${money(deals.frontEndGross)} as front_end_gross, ${money(deals.reserve)} as reserve,
          ${sql.join(
            PRODUCTS.map(
              (product) => sql`${money(PRODUCT_COLUMNS[product])} as ${sql.raw(product)}`,
            ),
            sql`, `,
          )},
          ${money(deals.backEndGross)} as back_end_gross, ${money(deals.totalGross)} as total_gross,
          ${deals.productsSold} as products_sold, ${deals.status}::text as status,
          ${deals.fundedDate}::text as funded_date,
          ${sql.join(
            DEAL_ROLES.map(
              (role) => sql`coalesce(${onDeal[role]}, false) as ${sql.raw(`is_${role}`)}`,
            ),
            sql`, `,
          )},
          case when ${LIVE} and (${onDeal.salesperson} or ${onDeal.second_salesperson})
            then ${credit.units} else 0 end as my_units
        from ${deals}
        where ${inScope(deals.dealershipId, scope)}
          and (${sql.join(Object.values(onDeal), sql` or `)})
        order by ${deals.dealDate}, ${deals.dealNumber}, ${deals.id}`,
  );
  const text = (value: string | number | boolean | null | undefined) =>
    value === null || value === undefined ? null : String(value);
  return rows.map((row) => ({
    dealNumber: String(row.deal_number),
    dealDate: String(row.deal_date),
    stockNumber: String(row.stock_number),
    vinLast8: String(row.vin_last8),
    customerLastName: String(row.customer_last_name),
    dealType: String(row.deal_type),
    vehicleType: String(row.vehicle_type),
    manufacturer: text(row.manufacturer),
    lender: text(row.lender),
    salespersonName: text(row.salesperson_name),
    secondSalespersonName: text(row.second_salesperson_name),
    salesManagerName: text(row.sales_manager_name),
    fiManagerName: text(row.fi_manager_name),
    frontEndGross: String(row.front_end_gross),
    reserve: String(row.reserve),
    products: Object.fromEntries(
      PRODUCTS.map((product) => [product, String(row[product])]),
    ) as Record<Product, string>,
    backEndGross: String(row.back_end_gross),
    totalGross: String(row.total_gross),
    productsSold: Number(row.products_sold),
    status: String(row.status),
    fundedDate: text(row.funded_date),
    roles: DEAL_ROLES.filter((role) => row[`is_${role}`] === true),
    myUnits: Number(row.my_units),
  }));
}

/**
 * The chargebacks taken from the person as F&I manager (ADR 031), oldest first:
 * they move the person's back gross and pay, so the record carries them (ADR 033).
 */
export async function personChargebacks(
  db: Executor,
  scope: DealershipScope,
  personId: string,
): Promise<RecordChargebackLine[]> {
  const rows = await executePrepared<SqlRow>(
    db,
    sql`select ${deals.dealNumber} as deal_number, ${deals.dealDate}::text as deal_date,
          ${deals.stockNumber} as stock_number, ${chargebacks.product}::text as product,
          ${chargebacks.amount}::text as amount, ${chargebacks.chargebackDate}::text as chargeback_date
        from ${chargebacks} join ${deals} on ${deals.id} = ${chargebacks.dealId}
        where ${inScope(chargebacks.dealershipId, scope)}
          and ${chargebacks.fiManagerId} = ${personId}::uuid
        order by ${chargebacks.chargebackDate}, ${deals.dealNumber}, ${chargebacks.product}`,
  );
  return rows.map((row) => ({
    dealNumber: String(row.deal_number),
    dealDate: String(row.deal_date),
    stockNumber: String(row.stock_number),
    product: row.product as Product,
    amount: String(row.amount),
    chargebackDate: String(row.chargeback_date),
  }));
}
