import { createRouter } from '../../lib/router';
import * as handlers from './group-settings.handlers';
import * as routes from './group-settings.routes';

export const groupSettingsRouter = createRouter()
  .openapi(routes.getGroupSettings, handlers.settings)
  .openapi(routes.renameGroup, handlers.rename)
  .openapi(routes.renameGroupStore, handlers.renameOneStore)
  .openapi(routes.addGroupStore, handlers.addStore)
  .openapi(routes.movePerson, handlers.move)
  .openapi(routes.getGroupProductTargets, handlers.productTargets)
  .openapi(routes.saveGroupProductTargets, handlers.saveProductTargets)
  .openapi(routes.getGroupPayPlanTemplates, handlers.payPlanTemplates)
  .openapi(routes.saveGroupPayPlanTemplates, handlers.savePayPlanTemplates);
