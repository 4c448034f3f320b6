import { createRouter } from '../../lib/router';
import * as handlers from './auth.handlers';
import * as routes from './auth.routes';
import * as signup from './signup.handlers';
import * as signupRoutes from './signup.routes';

export const authRouter = createRouter()
  .openapi(routes.getCsrfToken, handlers.csrf)
  .openapi(routes.signIn, handlers.signIn)
  .openapi(signupRoutes.signUp, signup.signUp, signup.rejectInvalidSignUp)
  .openapi(signupRoutes.signUpDealership, signup.signUpDealership, signup.rejectInvalidSignUp)
  .openapi(signupRoutes.signUpDealerGroup, signup.signUpDealerGroup, signup.rejectInvalidSignUp)
  .openapi(routes.resendVerification, handlers.resendVerification)
  .openapi(routes.verifyEmail, handlers.verifyEmail)
  .openapi(routes.requestMagicLink, handlers.requestMagicLink)
  .openapi(routes.verifyMagicLink, handlers.verifyMagicLink)
  .openapi(routes.requestPasswordReset, handlers.requestPasswordReset)
  .openapi(routes.resetPassword, handlers.resetPassword)
  .openapi(routes.changePassword, handlers.changePassword)
  .openapi(routes.refreshSession, handlers.refresh)
  .openapi(routes.signOut, handlers.signOut);
