import { createRouter } from '../../lib/router';
import * as handlers from './demo.handlers';
import * as routes from './demo.routes';

export const demoRouter = createRouter()
  .openapi(routes.getDemoInfo, handlers.demoInfo)
  .openapi(routes.createDemoSession, handlers.demoSession);
