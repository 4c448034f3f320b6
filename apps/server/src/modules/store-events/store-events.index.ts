import { createRouter } from '../../lib/router';
import * as handlers from './store-events.handlers';
import * as routes from './store-events.routes';

export const storeEventsRouter = createRouter().openapi(routes.streamStoreEvents, handlers.stream);
