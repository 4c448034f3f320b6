import { createRouter } from '../../lib/router';
import * as handlers from './rollups.handlers';
import * as routes from './rollups.routes';

export const rollupsRouter = createRouter()
  .openapi(routes.getGroupRollup, handlers.group)
  .openapi(routes.getAreaRollup, handlers.area)
  .openapi(routes.getStoreOverview, handlers.storeOverview);
