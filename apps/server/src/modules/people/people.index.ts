import { createRouter } from '../../lib/router';
import * as importHandlers from './people-import.handlers';
import * as handlers from './people.handlers';
import * as routes from './people.routes';

export const peopleRouter = createRouter()
  .openapi(routes.listPeople, handlers.list)
  .openapi(routes.invitePerson, handlers.add)
  .openapi(routes.importPeople, importHandlers.importPeople)
  .openapi(routes.resendInvitation, handlers.resend)
  .openapi(routes.revokeInvitation, handlers.revoke)
  .openapi(routes.sendPasswordReset, handlers.passwordReset)
  .openapi(routes.acceptInvitation, handlers.accept);
