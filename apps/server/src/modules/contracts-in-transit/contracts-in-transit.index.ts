import { createRouter } from '../../lib/router';
import * as handlers from './contracts-in-transit.handlers';
import * as routes from './contracts-in-transit.routes';

export const contractsInTransitRouter = createRouter()
  .openapi(routes.getContractsInTransit, handlers.summary)
  .openapi(routes.exportContractsInTransit, handlers.exportCsv);
