import { createRouter } from '../../lib/router';
import * as handlers from './preferences.handlers';
import * as routes from './preferences.routes';

export const preferencesRouter = createRouter()
  .openapi(routes.getPreferences, handlers.read)
  .openapi(routes.updatePreferences, handlers.update);
