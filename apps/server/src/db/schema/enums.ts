import { pgEnum } from 'drizzle-orm/pg-core';
import { ROLES } from '@das/shared/roles';
import { AUDIT_OUTCOMES, SEVERITIES } from '@das/shared/schemas/platform-records';
import { DEAL_STATUSES, DEAL_TYPES, SALE_STATUSES, VEHICLE_TYPES } from '@das/shared/deals';

export const roleEnum = pgEnum('role', ROLES);
export const dealTypeEnum = pgEnum('deal_type', DEAL_TYPES);
export const dealStatusEnum = pgEnum('deal_status', DEAL_STATUSES);
export const vehicleTypeEnum = pgEnum('vehicle_type', VEHICLE_TYPES);
export const saleStatusEnum = pgEnum('sale_status', SALE_STATUSES);
export const severityEnum = pgEnum('severity', SEVERITIES);
export const auditOutcomeEnum = pgEnum('audit_outcome', AUDIT_OUTCOMES);
/** A single finance manager's own workspace is a dealership of its own kind. */
export const dealershipKindEnum = pgEnum('dealership_kind', ['store', 'single_finance']);
