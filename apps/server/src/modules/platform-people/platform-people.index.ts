import { createRouter } from '../../lib/router';
import * as handlers from './platform-people.handlers';
import * as routes from './platform-people.routes';

export const platformPeopleRouter = createRouter()
  .openapi(routes.searchPeople, handlers.search)
  .openapi(routes.unlockPerson, handlers.unlock)
  .openapi(routes.endSessions, handlers.endSessions)
  .openapi(routes.resendVerification, handlers.resendVerification)
  .openapi(routes.sendPasswordReset, handlers.passwordReset)
  .openapi(routes.changeRole, handlers.changeRole);
