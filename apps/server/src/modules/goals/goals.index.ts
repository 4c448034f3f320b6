import { createRouter } from '../../lib/router';
import * as handlers from './goals.handlers';
import * as routes from './goals.routes';

export const goalsRouter = createRouter()
  .openapi(routes.getGoals, handlers.get)
  .openapi(routes.saveGoals, handlers.save);
