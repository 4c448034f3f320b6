import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AuditFilter,
  auditPageSchema,
  CspReportGroups,
  securityEventDaysSchema,
  securityEventPageSchema,
} from '@das/shared/schemas/platform-records';
import { apiFetch } from '@/lib/api-client';
import { queryOf } from '@/lib/query-text';

export type AuditPage = z.infer<typeof auditPageSchema>;
export type SecurityEventPage = z.infer<typeof securityEventPageSchema>;
export type SecurityEventDays = z.infer<typeof securityEventDaysSchema>;
export type Severity = SecurityEventPage['items'][number]['severity'];

/** Where a list stands: its first page, or the page after or before a cursor. */
export type PageAt = { after: string } | { before: string } | Record<string, never>;

const recordKeys = {
  audit: (query: string) => ['platform-records', 'audit', query] as const,
  events: (query: string) => ['platform-records', 'events', query] as const,
  days: (query: string) => ['platform-records', 'event-days', query] as const,
  csp: ['platform-records', 'csp'] as const,
};

export const auditExportPath = (filter: AuditFilter) =>
  `/platform/audit-log/export?${queryOf(filter)}`;

/** `GET /platform/audit-log`: one keyset page; the page shown stays while the next loads. */
export function useAuditLog(filter: AuditFilter, at: PageAt) {
  const query = queryOf({ ...filter, ...at });
  return useQuery({
    queryKey: recordKeys.audit(query),
    queryFn: ({ signal }) => apiFetch<AuditPage>(`/platform/audit-log?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSecurityEvents(severity: Severity | undefined, at: PageAt) {
  const query = queryOf({ severity, ...at });
  return useQuery({
    queryKey: recordKeys.events(query),
    queryFn: ({ signal }) =>
      apiFetch<SecurityEventPage>(`/platform/security-events?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSecurityEventDays(severity: Severity | undefined, days: number) {
  const query = queryOf({ severity, days });
  return useQuery({
    queryKey: recordKeys.days(query),
    queryFn: ({ signal }) =>
      apiFetch<SecurityEventDays>(`/platform/security-events/days?${query}`, { signal }),
  });
}

export function useCspReports() {
  return useQuery({
    queryKey: recordKeys.csp,
    queryFn: ({ signal }) => apiFetch<CspReportGroups>('/platform/csp-reports', { signal }),
  });
}
