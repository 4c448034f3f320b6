import { z } from 'zod';

/**
 * Content-Security-Policy violation reports (SPEC.md §7 "POST /api/csp-violation")
 * in the three forms browsers send them (ADR 016). Each is logged and counted by
 * directive and blocked URL (ADR 021).
 */
const url = z.string().max(2000);
const directive = z.string().max(200);
const policy = z.string().max(4000);
const sample = z.string().max(400);
const count = z.number().int().min(0).max(1e9);

/** What our page sends from the `securitypolicyviolation` event, as application/json. */
export const cspViolationSchema = z.object({
  blockedURI: url,
  directive: directive.min(1),
  originalPolicy: policy,
  timestamp: z.iso.datetime({ offset: true }),
});

/** A browser's own report for `report-uri`, sent as application/csp-report. */
export const legacyCspReportSchema = z.object({
  'csp-report': z
    .object({
      'document-uri': url,
      referrer: url,
      'blocked-uri': url,
      'violated-directive': directive,
      'effective-directive': directive,
      'original-policy': policy,
      disposition: z.string().max(20),
      'source-file': url,
      'line-number': count,
      'column-number': count,
      'status-code': count,
      'script-sample': sample,
    })
    .partial(),
});

/** A browser's reports for `report-to` (the Reporting API), sent as application/reports+json. */
export const reportingApiReportsSchema = z
  .array(
    z.object({
      type: z.string().max(64),
      age: count.optional(),
      url: url.optional(),
      user_agent: z.string().max(1000).optional(),
      body: z
        .object({
          documentURL: url,
          referrer: url,
          blockedURL: url,
          effectiveDirective: directive,
          originalPolicy: policy,
          sourceFile: url,
          sample,
          disposition: z.string().max(20),
          statusCode: count,
          lineNumber: count,
          columnNumber: count,
        })
        .partial()
        .optional(),
    }),
  )
  .min(1)
  .max(100);

export const cspReportSchema = z.union([
  cspViolationSchema,
  legacyCspReportSchema,
  reportingApiReportsSchema,
]);

/** The form a report is in, told by its shape, so a refusal names the fields of that form. */
export function cspReportFormOf(body: unknown) {
  if (Array.isArray(body)) return reportingApiReportsSchema;
  if (typeof body === 'object' && body !== null && 'csp-report' in body) {
    return legacyCspReportSchema;
  }
  return cspViolationSchema;
}

export type CspViolation = z.infer<typeof cspViolationSchema>;
export type CspReport = z.infer<typeof cspReportSchema>;
