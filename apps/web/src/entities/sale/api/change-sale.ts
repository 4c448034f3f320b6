import type { Sale, UpdateSaleInput } from '@das/shared/schemas/sales';
import { apiFetch } from '@/lib/api-client';

/** `PATCH /sales/{id}`: a correction of a pending sale (the salesperson's own, or a manager's). */
export function updateSale(id: string, input: UpdateSaleInput): Promise<Sale> {
  return apiFetch<Sale>(`/sales/${id}`, { method: 'PATCH', body: input });
}

/** `POST /sales/{id}/status` to cancelled: only a pending sale, under the same rule. */
export function cancelSale(id: string): Promise<Sale> {
  return apiFetch<Sale>(`/sales/${id}/status`, { method: 'POST', body: { status: 'cancelled' } });
}
