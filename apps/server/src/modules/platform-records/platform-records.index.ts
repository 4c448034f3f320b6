import { createRouter } from '../../lib/router';
import * as handlers from './platform-records.handlers';
import * as routes from './platform-records.routes';

export const platformRecordsRouter = createRouter()
  .openapi(routes.listAuditLog, handlers.listAuditLog)
  .openapi(routes.exportAuditLog, handlers.exportAuditLog)
  .openapi(routes.listSecurityEvents, handlers.listSecurityEvents)
  .openapi(routes.countSecurityEventsByDay, handlers.countSecurityEventsByDay)
  .openapi(routes.listCspReports, handlers.listCspReports);
