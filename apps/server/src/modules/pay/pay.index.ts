import { createRouter } from '../../lib/router';
import * as handlers from './pay.handlers';
import * as routes from './pay.routes';

export const payRouter = createRouter()
  .openapi(routes.getPayEstimate, handlers.estimate)
  .openapi(routes.listPayPlans, handlers.list)
  .openapi(routes.savePayPlan, handlers.save)
  .openapi(routes.getPayStatement, handlers.statement);
