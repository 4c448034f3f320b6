import type { DealStatus, DealType } from './deals';
import type { FieldIssue } from './errors';
import { fieldIssue } from './validation';

/** The fields the rules read, as a deal will be saved (a change merged onto the stored deal). */
export interface DealRuleInput {
  deal_type: DealType;
  lender?: string | null;
  products: { gap: number };
  salesperson_id?: string | null;
  second_salesperson_id?: string | null;
  status: DealStatus;
  funded_date?: string | null;
  /** Absent on a new deal that takes the store's today, which the server fills in. */
  deal_date?: string | null;
}

/**
 * The rules that span fields (DOMAIN.md "Deal record"): a lender for financed
 * and leased deals and none for cash, no GAP on cash, two different
 * salespeople on a split, a funded date only when funded and never before
 * the deal date. The server refuses
 * a deal that breaks them; the log-deal form shows the same issues before
 * sending.
 */
export function dealRuleIssues(deal: DealRuleInput): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const financed = deal.deal_type !== 'Cash';
  if (financed && !deal.lender) issues.push(fieldIssue('lender', 'lender_required'));
  if (!financed && deal.lender) issues.push(fieldIssue('lender', 'lender_on_cash'));
  if (!financed && deal.products.gap > 0) issues.push(fieldIssue('products.gap', 'gap_on_cash'));
  if (deal.second_salesperson_id && deal.second_salesperson_id === deal.salesperson_id) {
    issues.push(fieldIssue('second_salesperson_id', 'same_as_salesperson'));
  }
  if (deal.funded_date && deal.status !== 'Funded') {
    issues.push(fieldIssue('funded_date', 'funded_date_unfunded'));
  }
  // ISO days compare as text.
  if (deal.funded_date && deal.deal_date && deal.funded_date < deal.deal_date) {
    issues.push(fieldIssue('funded_date', 'funded_before_deal', { deal_date: deal.deal_date }));
  }
  return issues;
}
