import { createRouter } from '../../lib/router';
import * as handlers from './chargebacks.handlers';
import * as routes from './chargebacks.routes';

export const chargebacksRouter = createRouter()
  .openapi(routes.listChargebacks, handlers.list)
  .openapi(routes.createChargeback, handlers.create)
  .openapi(routes.deleteChargeback, handlers.remove);
