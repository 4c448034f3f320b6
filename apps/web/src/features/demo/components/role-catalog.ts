import { ROLES, type Role } from '@das/shared/roles';
import {
  BadgeDollarSign,
  Building2,
  Calculator,
  Briefcase,
  Crown,
  Eye,
  Landmark,
  MapPinned,
  Network,
  Shield,
  Store,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';

export const ROLE_ICONS: Readonly<Record<Role, LucideIcon>> = {
  viewer: Eye,
  salesperson: BadgeDollarSign,
  finance_manager: Calculator,
  single_finance_manager: Briefcase,
  sales_manager: Users,
  finance_director: Landmark,
  general_manager: Building2,
  dealership_admin: UserCog,
  single_dealer_admin: Store,
  dealer_group_admin: Network,
  area_vice_president: MapPinned,
  admin: Shield,
  master_admin: Crown,
};

/** The roles as a dealership sees them: the sales floor, F&I, leadership, platform staff. */
const GROUPS: readonly { key: string; roles: readonly Role[] }[] = [
  { key: 'sales', roles: ['salesperson', 'sales_manager', 'general_manager', 'viewer'] },
  { key: 'finance', roles: ['finance_manager', 'single_finance_manager', 'finance_director'] },
  {
    key: 'leadership',
    roles: ['dealership_admin', 'single_dealer_admin', 'dealer_group_admin', 'area_vice_president'],
  },
  { key: 'platform', roles: ['admin', 'master_admin'] },
];

/** The offered roles in those groups; a role added to ROLES later still shows up, last. */
export function groupRoles(offered: readonly Role[]): { key: string; roles: Role[] }[] {
  const available = new Set(offered);
  const grouped = new Set(GROUPS.flatMap((group) => group.roles));
  const groups = GROUPS.map((group) => ({
    key: group.key,
    roles: group.roles.filter((role) => available.has(role)),
  }));
  const rest = ROLES.filter((role) => available.has(role) && !grouped.has(role));
  if (rest.length > 0) groups.push({ key: 'other', roles: rest });
  return groups.filter((group) => group.roles.length > 0);
}
