import { createRouter } from '../../lib/router';
import * as handlers from './platform-subscriptions.handlers';
import * as routes from './platform-subscriptions.routes';

export const platformSubscriptionsRouter = createRouter()
  .openapi(routes.listSubscriptions, handlers.listSubscriptions)
  .openapi(routes.billingPreview, handlers.billingPreview)
  .openapi(routes.extendTrial, handlers.extendTrial)
  .openapi(routes.activateSubscription, handlers.activateSubscription)
  .openapi(routes.cancelSubscription, handlers.cancelSubscription);
