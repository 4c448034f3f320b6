import { fieldIssue } from '@das/shared/validation';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { openDealsWithStock } from '../deals/deals.repository';
import { openSalesWithStock } from './sales.repository';

/** What a write names, and the records of its own car that do not count as duplicates. */
export interface StockCheck {
  dealershipId: number;
  stockNumber: string | null | undefined;
  /** The caller saw the warning and saves anyway. */
  allowDuplicate?: boolean | undefined;
  /** The sale being corrected, or the sale a deal is opened from. */
  exceptSaleId?: string | null | undefined;
  /** The deal being changed. */
  exceptDealId?: string | undefined;
}

/**
 * Refuses, with 409 `duplicate_stock`, a stock number already on an open sale
 * or deal of the same store (open: a pending sale, a Pending deal), unless the
 * caller confirms with `allow_duplicate_stock: true`. A deal opened from a sale
 * carries that sale's number by design, so that sale is left out.
 */
export async function assertStockFree(db: Database, check: StockCheck): Promise<void> {
  const stockNumber = check.stockNumber?.trim();
  if (!stockNumber || check.allowDuplicate) return;
  const [sales, deals] = await Promise.all([
    openSalesWithStock(db, check.dealershipId, stockNumber, check.exceptSaleId ?? undefined),
    openDealsWithStock(db, check.dealershipId, stockNumber, check.exceptDealId),
  ]);
  if (sales.length + deals.length === 0) return;
  const issue = fieldIssue('stock_number', 'duplicate_stock', { stock_number: stockNumber });
  throw new AppError(
    'CONFLICT',
    `Stock number ${stockNumber} is already on an open sale or deal of this dealership`,
    [issue],
  );
}
