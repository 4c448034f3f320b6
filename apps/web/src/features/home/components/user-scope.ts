import type { SessionUser } from '@das/shared/schemas/auth';
import { isPlatformRole } from '@das/shared/roles';
import type { TFunction } from 'i18next';

/** What the user works on, as a label and a value: a store, else a group, an area or the platform. */
export function describeScope(user: SessionUser, t: TFunction): { label: string; value: string } {
  if (user.dealershipId !== null) {
    return {
      label: t('home.scope.dealership'),
      value: user.dealershipName ?? t('home.scope.dealershipNumber', { id: user.dealershipId }),
    };
  }
  if (user.dealerGroupId !== null) {
    return {
      label: t('home.scope.dealerGroup'),
      value: user.dealerGroupName ?? t('home.scope.dealerGroupNumber', { id: user.dealerGroupId }),
    };
  }
  if (user.areaId !== null) {
    return {
      label: t('home.scope.area'),
      value: user.areaName ?? t('home.scope.areaNumber', { id: user.areaId }),
    };
  }
  if (isPlatformRole(user.role)) {
    return { label: t('home.scope.platform'), value: t('home.scope.allDealerships') };
  }
  return { label: t('home.scope.dealership'), value: t('home.scope.none') };
}
