import { LENDERS, PRODUCTS } from '@das/shared/deals';
import { SIGNUP_TIME_ZONES } from '@das/shared/schemas/signup';
import type { StoreSettings } from '@das/shared/schemas/store-admin';
import type { StoredSettings } from '../dealerships/store-settings.repository';

/** The settings with the defaults filled in: every product once, in menu order. */
export function effectiveSettings(dealershipId: number, stored: StoredSettings): StoreSettings {
  const chosen = new Map((stored.products ?? []).map((row) => [row.product, row]));
  return {
    dealershipId,
    name: stored.name,
    street: stored.street,
    city: stored.city,
    state: stored.state,
    postalCode: stored.postalCode,
    timeZone: stored.timeZone,
    products: PRODUCTS.map(
      (product) => chosen.get(product) ?? { product, offered: true, target: null },
    ),
    lenders: stored.lenders ?? [...LENDERS],
    miniThreshold: Number(stored.miniThreshold),
    transitAlertDays: stored.transitAlertDays,
    smallSampleDeals: stored.smallSampleDeals,
    timeZones: [...SIGNUP_TIME_ZONES],
  };
}
