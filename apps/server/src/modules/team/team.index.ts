import { createRouter } from '../../lib/router';
import * as handlers from './team.handlers';
import * as routes from './team.routes';

export const teamRouter = createRouter()
  .openapi(routes.listTeam, handlers.list)
  .openapi(routes.addMember, handlers.add)
  .openapi(routes.changeMember, handlers.change)
  .openapi(routes.removeMember, handlers.remove);
