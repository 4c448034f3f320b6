import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { z } from 'zod';
import { toFieldIssues } from '@das/shared/validation';
import { cspReportFormOf, type CspReport } from '@das/shared/schemas/csp-violation';
import type { AppEnv } from '../../lib/app-env';
import { validationError } from '../../lib/app-error';
import { countCspViolation } from '../platform-records/platform-records.repository';
import type { reportCspViolation } from './csp.routes';

/** One violation, whichever form the browser reported it in. */
interface Violation {
  blockedURI?: string | undefined;
  directive?: string | undefined;
  originalPolicy?: string | undefined;
  documentURI?: string | undefined;
  sourceFile?: string | undefined;
  lineNumber?: number | undefined;
  disposition?: string | undefined;
  timestamp?: string | undefined;
}

function violationsOf(report: CspReport): Violation[] {
  if (Array.isArray(report)) {
    return report
      .filter((entry) => entry.type === 'csp-violation')
      .map(({ url, body = {} }) => ({
        blockedURI: body.blockedURL,
        directive: body.effectiveDirective,
        originalPolicy: body.originalPolicy,
        documentURI: body.documentURL ?? url,
        sourceFile: body.sourceFile,
        lineNumber: body.lineNumber,
        disposition: body.disposition,
      }));
  }
  if ('csp-report' in report) {
    const legacy = report['csp-report'];
    return [
      {
        blockedURI: legacy['blocked-uri'],
        directive: legacy['effective-directive'] ?? legacy['violated-directive'],
        originalPolicy: legacy['original-policy'],
        documentURI: legacy['document-uri'],
        sourceFile: legacy['source-file'],
        lineNumber: legacy['line-number'],
        disposition: legacy.disposition,
      },
    ];
  }
  return [report];
}

/** A refused report names the fields of the form it is in, not "matches none of three". */
export function rejectInvalidReport(
  result: { success: true; data: unknown } | { success: false; error: z.ZodError },
  c: Context<AppEnv>,
): Promise<never> | undefined {
  if (result.success) return undefined;
  return c.req
    .json<unknown>()
    .catch(() => undefined)
    .then((body) => {
      const form = cspReportFormOf(body).safeParse(body);
      throw validationError(toFieldIssues(form.success ? result.error : form.error));
    });
}

/** What a group is keyed by is held to its column; a browser sends an origin or a keyword. */
const BLOCKED_URL_MAX = 500;
const DOCUMENT_URL_MAX = 2000;

/**
 * Each violation goes to the log and adds to its directive and blocked URL's
 * count (ADR 021): the endpoint takes anonymous input, so a report never adds
 * a row of its own, and what platform staff read is grouped already.
 */
export const recordCspViolation: RouteHandler<typeof reportCspViolation, AppEnv> = async (c) => {
  for (const violation of violationsOf(c.req.valid('json'))) {
    c.var.logger.warn('csp violation', { report: violation });
    await countCspViolation(c.var.db, {
      directive: violation.directive || 'unknown',
      blockedUrl: (violation.blockedURI || 'unknown').slice(0, BLOCKED_URL_MAX),
      documentUrl: violation.documentURI?.slice(0, DOCUMENT_URL_MAX) ?? null,
      at: c.var.clock.now(),
    });
  }
  return c.body(null, 204);
};
