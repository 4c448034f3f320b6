import { createRoute } from '@hono/zod-openapi';
import { cspReportSchema } from '@das/shared/schemas/csp-violation';
import { errorResponse } from '../../lib/openapi';

export const CSP_REPORT_PATH = '/api/csp-violation';

/**
 * Anyone may post here, so a report is held small: a browser's report is under
 * 2 KiB, and a Reporting API batch of a few of them fits many times over.
 */
export const CSP_REPORT_MAX_BYTES = 16 * 1024;

/**
 * Browsers post their own reports as these; the body parser reads them as JSON
 * (ADR 016), and the route's schema takes all three forms.
 */
export const CSP_REPORT_MEDIA_TYPES = ['application/csp-report', 'application/reports+json'];

export const reportCspViolation = createRoute({
  method: 'post',
  path: '/csp-violation',
  tags: ['System'],
  summary: 'Record a Content-Security-Policy violation seen by a browser',
  description:
    "Takes our page's own report (application/json), a browser's report-uri report " +
    '(application/csp-report) and Reporting API reports (application/reports+json).',
  request: {
    body: {
      required: true,
      content: {
        // Any form under any of the three types: the body parser hands each on as JSON.
        'application/json': { schema: cspReportSchema },
        'application/csp-report': { schema: cspReportSchema },
        'application/reports+json': { schema: cspReportSchema },
      },
    },
  },
  responses: {
    204: { description: 'Recorded' },
    400: errorResponse('The report is malformed'),
    413: errorResponse('The report is too large'),
    415: errorResponse('The report is not JSON'),
  },
});
