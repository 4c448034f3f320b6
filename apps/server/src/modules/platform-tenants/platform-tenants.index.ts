import { createRouter } from '../../lib/router';
import * as handlers from './platform-tenants.handlers';
import * as routes from './platform-tenants.routes';

export const platformTenantsRouter = createRouter()
  .openapi(routes.searchTenants, handlers.searchTenants)
  .openapi(routes.listAreaVicePresidents, handlers.listAreaVicePresidents)
  .openapi(routes.createArea, handlers.createArea)
  .openapi(routes.createGroup, handlers.createGroup)
  .openapi(routes.createDealership, handlers.createDealership)
  .openapi(routes.renameTenant, handlers.renameTenant)
  .openapi(routes.setTenantActive, handlers.setTenantActive)
  .openapi(routes.moveStore, handlers.moveStore)
  .openapi(routes.assignAreaVicePresident, handlers.assignAreaVicePresident);
