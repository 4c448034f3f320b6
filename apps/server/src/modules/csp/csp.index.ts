import { createRouter } from '../../lib/router';
import * as handlers from './csp.handlers';
import * as routes from './csp.routes';

export const cspRouter = createRouter().openapi(
  routes.reportCspViolation,
  handlers.recordCspViolation,
  handlers.rejectInvalidReport,
);
