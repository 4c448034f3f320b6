import type { SessionUser } from '@das/shared/schemas/auth';
import { isPlatformRole } from '@das/shared/roles';
import type { TFunction } from 'i18next';

/** What the user works on: their store, else their group, area or the whole platform. */
export function describeUserScope(user: SessionUser, t: TFunction): string {
  if (user.dealershipName) return user.dealershipName;
  if (user.dealershipId !== null) return t('shell.scope.dealership', { id: user.dealershipId });
  if (user.dealerGroupId !== null) {
    return user.dealerGroupName ?? t('shell.scope.dealerGroup', { id: user.dealerGroupId });
  }
  if (user.areaId !== null) return user.areaName ?? t('shell.scope.area', { id: user.areaId });
  if (isPlatformRole(user.role)) return t('shell.scope.platform');
  return t('shell.scope.none');
}
