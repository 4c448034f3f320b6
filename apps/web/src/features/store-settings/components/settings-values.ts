import type { FieldIssue } from '@das/shared/errors';
import type { Product } from '@das/shared/deals';
import { saveStoreSettingsSchema, type StoreSettings } from '@das/shared/schemas/store-admin';
import { TRANSIT_ALERT_DAYS_LIMITS } from '@das/shared/contracts-in-transit';
import { SMALL_SAMPLE_DEALS_LIMITS } from '@das/shared/small-sample';
import { z } from 'zod';
import { genericIssueText, type IssueText } from '@/lib/field-issues';
import { sharedSchemaResolver } from '@/lib/form-resolver';

/**
 * The store settings form as plain text fields: targets typed as percentages,
 * lenders one per line. They become the request the server's own schema
 * checks, so the browser and the server refuse the same things.
 */
export interface SettingsFormValues {
  name: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  timeZone: string;
  miniThreshold: string;
  transitAlertDays: string;
  smallSampleDeals: string;
  lenders: string;
  products: { product: Product; offered: boolean; target: string }[];
}

export type SettingsRequest = z.output<typeof saveStoreSettingsSchema>;
type RequestInput = z.input<typeof saveStoreSettingsSchema>;

/** In the order the form shows them: the first with a problem takes the focus. */
export const SETTINGS_FIELDS = [
  'name',
  'street',
  'city',
  'state',
  'postalCode',
  'timeZone',
  'miniThreshold',
  'transitAlertDays',
  'smallSampleDeals',
  'lenders',
  'products',
] as const;

const amount = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function toRequest(values: SettingsFormValues): RequestInput {
  return {
    name: values.name,
    street: values.street,
    city: values.city,
    state: values.state.trim() === '' ? null : values.state,
    postalCode: values.postalCode,
    // The server's schema names a time zone it does not know.
    timeZone: values.timeZone as RequestInput['timeZone'],
    miniThreshold: amount(values.miniThreshold),
    transitAlertDays: amount(values.transitAlertDays),
    smallSampleDeals: amount(values.smallSampleDeals),
    lenders: values.lenders
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    products: values.products.map((row) => ({
      product: row.product,
      offered: row.offered,
      target: row.target.trim() === '' ? null : amount(row.target) / 100,
    })),
  };
}

/** A problem with a lender or a product's target shows beside the whole list or that row. */
export function settingsFieldOf(path: string): string {
  if (path.startsWith('lenders')) return 'lenders';
  const target = /^products\.(\d+)\./.exec(path);
  return target ? `products.${target[1]}.target` : path;
}

export const settingsFormResolver = sharedSchemaResolver<SettingsFormValues, SettingsRequest>(
  z.custom<SettingsFormValues>().transform(toRequest).pipe(saveStoreSettingsSchema),
  { fieldOf: settingsFieldOf },
);

export function settingsFormValues(settings: StoreSettings): SettingsFormValues {
  return {
    name: settings.name,
    street: settings.street ?? '',
    city: settings.city ?? '',
    state: settings.state ?? '',
    postalCode: settings.postalCode ?? '',
    timeZone: settings.timeZone,
    miniThreshold: String(settings.miniThreshold),
    transitAlertDays: String(settings.transitAlertDays),
    smallSampleDeals: String(settings.smallSampleDeals),
    lenders: settings.lenders.join('\n'),
    products: settings.products.map((row) => ({
      product: row.product,
      offered: row.offered,
      // Shown as a whole percentage: 0.45 is "45".
      target: row.target === null ? '' : String(Math.round(row.target * 1000) / 10),
    })),
  };
}

const LIMITS = {
  transitAlertDays: TRANSIT_ALERT_DAYS_LIMITS,
  smallSampleDeals: SMALL_SAMPLE_DEALS_LIMITS,
};

/** Codes this form words in its own terms; any other code gets the common wording. */
export function settingsIssueText(
  field: string,
  issue: Pick<FieldIssue, 'code' | 'params'>,
): IssueText {
  if (field.startsWith('products.')) return { key: 'storeAdmin.settings.errors.target' };
  if (field === 'postalCode') return { key: 'storeAdmin.settings.errors.postalCode' };
  if (field === 'lenders' && issue.code === 'too_few_items')
    return { key: 'storeAdmin.settings.errors.noLenders' };
  if (field === 'miniThreshold' && issue.code !== 'too_big')
    return { key: 'storeAdmin.settings.errors.miniThreshold' };
  if (field === 'transitAlertDays' || field === 'smallSampleDeals')
    return { key: `contractsInTransit.settings.${field}.error`, values: { ...LIMITS[field] } };
  return genericIssueText(issue);
}
