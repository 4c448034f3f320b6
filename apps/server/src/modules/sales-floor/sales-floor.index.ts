import { createRouter } from '../../lib/router';
import { generalManager } from './general-manager.handlers';
import { salesManager } from './sales-manager.handlers';
import { salesperson } from './salesperson.handlers';
import * as routes from './sales-floor.routes';

export const salesFloorRouter = createRouter()
  .openapi(routes.getSalespersonDashboard, salesperson)
  .openapi(routes.getSalesManagerDashboard, salesManager)
  .openapi(routes.getGeneralManagerDashboard, generalManager);
