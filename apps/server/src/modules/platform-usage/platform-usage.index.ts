import { createRouter } from '../../lib/router';
import * as handlers from './platform-usage.handlers';
import * as routes from './platform-usage.routes';

export const platformUsageRouter = createRouter().openapi(
  routes.readPlatformUsage,
  handlers.readPlatformUsage,
);
