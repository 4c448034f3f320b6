import { createRouter } from '../../lib/router';
import * as handlers from './schedule.handlers';
import * as routes from './schedule.routes';

export const scheduleRouter = createRouter()
  .openapi(routes.getSchedule, handlers.get)
  .openapi(routes.saveSchedule, handlers.save)
  .openapi(routes.copyWeek, handlers.copy);
