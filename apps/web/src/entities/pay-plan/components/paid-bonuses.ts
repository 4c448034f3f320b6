import { PRODUCTS, type Product } from '@das/shared/deals';
import type { FinancePayPlan } from '@das/shared/schemas/pay';

/** The products a plan pays a bonus on, in the usual product order, with the amount of each. */
export function paidBonuses(plan: FinancePayPlan): { product: Product; amount: number }[] {
  return PRODUCTS.flatMap((product) => {
    const amount = plan.productBonuses[product] ?? 0;
    return amount > 0 ? [{ product, amount }] : [];
  });
}
