import type { Role } from '@das/shared/roles';
import type { StaffMember } from './get-staff';
import { apiFetch } from '@/lib/api-client';

export interface StaffChange {
  isActive?: boolean;
  teamManagerId?: string | null;
  role?: Role;
}

/**
 * Puts a salesperson on a sales manager's team, (de)activates someone or
 * changes their role: the team and People screens, and a group's settings
 * (promoting a person to their store's admin).
 */
export function updateStaff({
  dealershipId,
  userId,
  change,
}: {
  dealershipId: number;
  userId: string;
  change: StaffChange;
}): Promise<StaffMember> {
  return apiFetch<StaffMember>(`/dealerships/${dealershipId}/staff/${encodeURIComponent(userId)}`, {
    method: 'PATCH',
    body: change,
  });
}
