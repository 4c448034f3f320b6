import { createRouter } from '../../lib/router';
import * as handlers from './finance.handlers';
import * as routes from './finance.routes';

export const financeRouter = createRouter()
  .openapi(routes.getFinanceDashboard, handlers.dashboard)
  .openapi(routes.getGoalTracking, handlers.goalTracking);
