import { createRouter } from '../../lib/router';
import * as handlers from './deals.handlers';
import * as routes from './deals.routes';

export const dealsRouter = createRouter()
  .openapi(routes.exportDeals, handlers.exportCsv)
  .openapi(routes.listDeals, handlers.list)
  .openapi(routes.getDeal, handlers.get)
  .openapi(routes.createDeal, handlers.create)
  .openapi(routes.updateDeal, handlers.update)
  .openapi(routes.changeDealStatus, handlers.changeStatus)
  .openapi(routes.deleteDeal, handlers.remove);
