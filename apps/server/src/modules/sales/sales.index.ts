import { createRouter } from '../../lib/router';
import * as handlers from './sales.handlers';
import * as routes from './sales.routes';

export const salesRouter = createRouter()
  .openapi(routes.listSales, handlers.list)
  .openapi(routes.exportSales, handlers.exportCsv)
  .openapi(routes.getSale, handlers.get)
  .openapi(routes.createSale, handlers.create)
  .openapi(routes.updateSale, handlers.update)
  .openapi(routes.changeSaleStatus, handlers.changeStatus);
