import { createRouter } from '../../lib/router';
import * as handlers from './sales-floor.handlers';
import * as routes from './sales-floor.routes';

export const salesFloorRouter = createRouter()
  .openapi(routes.getSalespersonDashboard, handlers.salesperson)
  .openapi(routes.getSalesManagerDashboard, handlers.salesManager)
  .openapi(routes.getGeneralManagerDashboard, handlers.generalManager);
