import { Navigate, type RouteObject } from 'react-router';
import { paths } from '@/lib/paths';
import { page } from './lazy-page';

const comingSoon = page(
  () => import('../routes/coming-soon'),
  (m) => m.ComingSoonPage,
);

/** The public site around the landing page (issue 6): nav, footer and real content. */
const publicSiteRoutes: RouteObject[] = [
  {
    path: paths.about.path,
    lazy: page(
      () => import('@/features/landing/routes/about-page'),
      (m) => m.AboutPage,
    ),
  },
  {
    path: paths.screenshots.path,
    lazy: page(
      () => import('@/features/landing/routes/screenshots-page'),
      (m) => m.ScreenshotsPage,
    ),
  },
  {
    path: paths.pricing.path,
    lazy: page(
      () => import('@/features/landing/routes/pricing-page'),
      (m) => m.PricingPage,
    ),
  },
  {
    path: paths.legalTerms.path,
    lazy: page(
      () => import('@/features/landing/routes/terms-page'),
      (m) => m.TermsPage,
    ),
  },
  {
    path: paths.legalPrivacy.path,
    lazy: page(
      () => import('@/features/landing/routes/privacy-page'),
      (m) => m.PrivacyPage,
    ),
  },
  {
    path: paths.legalSubscription.path,
    lazy: page(
      () => import('@/features/landing/routes/subscription-terms-page'),
      (m) => m.SubscriptionTermsPage,
    ),
  },
  {
    path: paths.vipAccess.path,
    lazy: page(
      () => import('@/features/landing/routes/vip-access-page'),
      (m) => m.VipAccessPage,
    ),
  },
];

/** Public pages whose content arrives with the public-site issue. */
const publicComingSoon = [paths.reset];

/** The sign-up flows and the pages they end on (issue 6). */
const signupRoutes: RouteObject[] = [
  {
    path: paths.signup.path,
    lazy: page(
      () => import('@/features/auth/routes/signup-choice-page'),
      (m) => m.SignupChoicePage,
    ),
  },
  {
    path: paths.signupSingleFinance.path,
    lazy: page(
      () => import('@/features/auth/routes/single-finance-signup-page'),
      (m) => m.SingleFinanceSignupPage,
    ),
  },
  {
    path: paths.signupDealership.path,
    lazy: page(
      () => import('@/features/auth/routes/dealership-signup-page'),
      (m) => m.DealershipSignupPage,
    ),
  },
  {
    path: paths.signupDealerGroup.path,
    lazy: page(
      () => import('@/features/auth/routes/dealer-group-signup-page'),
      (m) => m.DealerGroupSignupPage,
    ),
  },
  {
    path: paths.signupSubscription.path,
    lazy: page(
      () => import('@/features/auth/routes/subscription-signup-page'),
      (m) => m.SubscriptionSignupPage,
    ),
  },
  // Old addresses of the first product lead to the current flows (docs/decisions/006).
  {
    path: paths.simpleSignup.path,
    element: <Navigate to={paths.signupSingleFinance.getHref()} replace />,
  },
  {
    path: paths.signupDealershipLegacy.path,
    element: <Navigate to={paths.signupDealership.getHref()} replace />,
  },
  ...[paths.signupSuccess, paths.subscriptionSuccess].map((route) => ({
    path: route.path,
    lazy: page(
      () => import('@/features/auth/routes/subscription-success-page'),
      (m) => m.SubscriptionSuccessPage,
    ),
  })),
  {
    path: paths.welcomeSingleFinance.path,
    lazy: page(
      () => import('@/features/auth/routes/signup-welcome-page'),
      (m) => m.SingleFinanceWelcomePage,
    ),
  },
  {
    path: paths.welcomeDealership.path,
    lazy: page(
      () => import('@/features/auth/routes/signup-welcome-page'),
      (m) => m.DealershipWelcomePage,
    ),
  },
  {
    path: paths.welcomeDealerGroup.path,
    lazy: page(
      () => import('@/features/auth/routes/dealer-group-welcome-page'),
      (m) => m.DealerGroupWelcomePage,
    ),
  },
  {
    path: paths.welcomeSingleFinanceRedirect.path,
    lazy: page(
      () => import('@/features/auth/routes/single-finance-redirect-page'),
      (m) => m.SingleFinanceRedirectPage,
    ),
  },
];

/** Everything a visitor reaches without signing in: the site, sign-in, sign-up and the demo. */
export const publicRoutes: RouteObject[] = [
  {
    path: paths.landing.path,
    lazy: page(
      () => import('@/features/landing/routes/landing-page'),
      (m) => m.LandingPage,
      { bundledTextsOnly: true },
    ),
  },
  ...publicSiteRoutes,
  {
    path: paths.subscriptions.path,
    element: <Navigate to={paths.pricing.getHref()} replace />,
  },
  { path: paths.login.path, element: <Navigate to={paths.auth.getHref()} replace /> },
  {
    path: paths.auth.path,
    lazy: page(
      () => import('@/features/auth/routes/login-page'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: paths.logout.path,
    lazy: page(
      () => import('@/features/auth/routes/logout-page'),
      (m) => m.LogoutPage,
    ),
  },
  {
    path: paths.authCallback.path,
    lazy: page(
      () => import('@/features/auth/routes/auth-callback-page'),
      (m) => m.AuthCallbackPage,
    ),
  },
  {
    path: paths.resetPassword.path,
    lazy: page(
      () => import('@/features/auth/routes/reset-password-page'),
      (m) => m.ResetPasswordPage,
    ),
  },
  {
    path: paths.invitation.path,
    lazy: page(
      () => import('@/features/auth/routes/accept-invitation-page'),
      (m) => m.AcceptInvitationPage,
    ),
  },
  ...signupRoutes,
  {
    path: paths.signupSuccessNotice.path,
    lazy: page(
      () => import('@/features/auth/routes/signup-success-page'),
      (m) => m.SignupSuccessPage,
    ),
  },
  {
    path: paths.demo.path,
    lazy: page(
      () => import('@/features/demo/routes/demo-page'),
      (m) => m.DemoPage,
    ),
  },
  {
    path: paths.dashboardSelector.path,
    lazy: page(
      () => import('@/features/demo/routes/dashboard-selector-page'),
      (m) => m.DashboardSelectorPage,
    ),
  },
  {
    path: paths.directLogin.path,
    lazy: page(
      () => import('@/features/demo/routes/direct-login-page'),
      (m) => m.DirectLoginPage,
    ),
  },
  {
    path: paths.devMailbox.path,
    lazy: page(
      () => import('@/features/dev-mailbox/routes/mailbox-page'),
      (m) => m.MailboxPage,
    ),
  },
  ...publicComingSoon.map((route) => ({ path: route.path, lazy: comingSoon })),
];
