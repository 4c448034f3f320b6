import { createRouter } from '../../lib/router';
import { adminHome } from './admin-home.handlers';
import { adoptGroupTargets, getSettings, saveSettings } from './store-settings.handlers';
import * as defaults from './store-defaults.handlers';
import * as routes from './store-admin.routes';

export const storeAdminRouter = createRouter()
  .openapi(routes.getAdminHome, adminHome)
  .openapi(routes.getStoreSettings, getSettings)
  .openapi(routes.saveStoreSettings, saveSettings)
  .openapi(routes.getStoreDefaults, defaults.get)
  .openapi(routes.saveGoalDefaults, defaults.saveGoals)
  .openapi(routes.saveShiftTemplates, defaults.saveShiftTemplates)
  .openapi(routes.savePayPlanDefaults, defaults.savePayPlans)
  .openapi(routes.adoptGroupTargets, adoptGroupTargets)
  .openapi(routes.adoptGroupPayPlans, defaults.adoptGroupPayPlans);
