import { isPlatformRole, normalizeRole } from '@das/shared/roles';
import type { PayPlanKind } from '@das/shared/schemas/pay';

/**
 * Whose plans the signed-in manager may change, as the server decides it: a
 * finance director the F&I team's, a sales manager the salespeople's, the GM
 * and the store's admins everyone's; nobody in a store their own.
 */
export function mayEditPlan(
  editor: { id: string; role: string },
  personId: string,
  kind: PayPlanKind,
): boolean {
  const role = normalizeRole(editor.role);
  if (role === 'single_finance_manager') return personId === editor.id;
  if (personId === editor.id) return false;
  if (isPlatformRole(role)) return true;
  if (role === 'finance_director') return kind === 'finance';
  if (role === 'sales_manager') return kind === 'salesperson';
  return (
    role === 'general_manager' || role === 'dealership_admin' || role === 'single_dealer_admin'
  );
}
