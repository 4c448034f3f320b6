import { createRouter } from '../../lib/router';
import * as handlers from './reports.handlers';
import * as routes from './reports.routes';

export const reportsRouter = createRouter()
  .openapi(routes.getSalesReport, handlers.salesReport)
  .openapi(routes.getInsights, handlers.insights);
