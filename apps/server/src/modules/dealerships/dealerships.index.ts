import { createRouter } from '../../lib/router';
import * as handlers from './dealerships.handlers';
import * as routes from './dealerships.routes';

export const dealershipsRouter = createRouter()
  .openapi(routes.listDealerships, handlers.dealershipList)
  .openapi(routes.listStaff, handlers.staff)
  .openapi(routes.listLenders, handlers.lenders)
  .openapi(routes.updateStaff, handlers.updateStaff)
  .openapi(routes.viewAs, handlers.viewAs);
