import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { APP_VERSION, PRODUCT_NAME } from '@das/shared/constants';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from './lib/app-env';
import { AppError, sendError } from './lib/app-error';
import { auditRefusedWrites } from './lib/audit';
import { compressAnswers } from './lib/compress-answers';
import { whyDatabaseUnavailable } from './lib/db-errors';
import { readJsonBody } from './lib/json-body';
import { createRouter } from './lib/router';
import { securityHeaders } from './lib/security-headers';
import { serveWebApp } from './lib/static-web';
import { renderApiDocs } from './modules/docs/docs.page';
import { requireCsrf } from './auth/anti-forgery';
import { rateLimitByAddress } from './auth/rate-limit';
import { authRouter } from './modules/auth/auth.index';
import { cspRouter } from './modules/csp/csp.index';
import {
  CSP_REPORT_MAX_BYTES,
  CSP_REPORT_PATH,
  CSP_REPORT_MEDIA_TYPES,
} from './modules/csp/csp.routes';
import { dealershipsRouter } from './modules/dealerships/dealerships.index';
import { dealsRouter } from './modules/deals/deals.index';
import { chargebacksRouter } from './modules/chargebacks/chargebacks.index';
import { dealImportRouter } from './modules/deal-import/deal-import.index';
import { DEAL_IMPORT_UPLOADS } from './modules/deal-import/deal-import.routes';
import { contractsInTransitRouter } from './modules/contracts-in-transit/contracts-in-transit.index';
import { financeRouter } from './modules/finance/finance.index';
import { payRouter } from './modules/pay/pay.index';
import { preferencesRouter } from './modules/preferences/preferences.index';
import { myRecordRouter } from './modules/my-record/my-record.index';
import { salesRouter } from './modules/sales/sales.index';
import { scheduleRouter } from './modules/schedule/schedule.index';
import { goalsRouter } from './modules/goals/goals.index';
import { salesFloorRouter } from './modules/sales-floor/sales-floor.index';
import { reportsRouter } from './modules/reports/reports.index';
import { storeAdminRouter } from './modules/store-admin/store-admin.index';
import { rollupsRouter } from './modules/rollups/rollups.index';
import { groupSettingsRouter } from './modules/group-settings/group-settings.index';
import { teamRouter } from './modules/team/team.index';
import { peopleRouter } from './modules/people/people.index';
import { demoRouter } from './modules/demo/demo.index';
import { devMailboxRouter } from './modules/dev-mailbox/dev-mailbox.index';
import { healthRouter } from './modules/health/health.index';
import { securityEventsRouter } from './modules/security-events/security-events.index';
import { platformPeopleRouter } from './modules/platform-people/platform-people.index';
import { platformRecordsRouter } from './modules/platform-records/platform-records.index';
import { platformTenantsRouter } from './modules/platform-tenants/platform-tenants.index';
import { platformSubscriptionsRouter } from './modules/platform-subscriptions/platform-subscriptions.index';
import { platformUsageRouter } from './modules/platform-usage/platform-usage.index';
import { storeEventsRouter } from './modules/store-events/store-events.index';
import { showroomBoardRouter } from './modules/showroom-board/showroom-board.index';

/** The API modules, each mounted under /api. */
export const API_MODULES: OpenAPIHono<AppEnv>[] = [
  healthRouter,
  cspRouter,
  authRouter,
  demoRouter,
  devMailboxRouter,
  securityEventsRouter,
  dealershipsRouter,
  // Before the deals' routes: `/deals/import` is not a deal's id.
  dealImportRouter,
  dealsRouter,
  chargebacksRouter,
  financeRouter,
  contractsInTransitRouter,
  payRouter,
  teamRouter,
  peopleRouter,
  preferencesRouter,
  myRecordRouter,
  salesRouter,
  scheduleRouter,
  goalsRouter,
  salesFloorRouter,
  reportsRouter,
  storeAdminRouter,
  rollupsRouter,
  groupSettingsRouter,
  platformRecordsRouter,
  platformUsageRouter,
  platformPeopleRouter,
  platformTenantsRouter,
  platformSubscriptionsRouter,
  storeEventsRouter,
  showroomBoardRouter,
];

export interface AppOptions extends AppDeps {
  /** The built web app to serve next to the API; omitted in API tests. */
  webDistDir?: string;
  /** Defaults to API_MODULES; tests add probes of their own. */
  modules?: OpenAPIHono<AppEnv>[];
}

const OPENAPI_INFO = {
  openapi: '3.1.0',
  info: {
    title: `${PRODUCT_NAME} API`,
    version: APP_VERSION,
    description: 'Every error answers { "error": { "code", "message", "details" } }.',
  },
} as const;

/** How long a caller waits before trying again while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

function fromHttpException(error: HTTPException): AppError {
  if (error.status === 400) return new AppError('INVALID_REQUEST', error.message);
  if (error.status === 401) return new AppError('UNAUTHENTICATED');
  if (error.status === 403) return new AppError('FORBIDDEN');
  if (error.status === 404) return new AppError('NOT_FOUND');
  if (error.status === 408) return new AppError('TIMEOUT');
  if (error.status === 413) return new AppError('PAYLOAD_TOO_LARGE');
  if (error.status === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE');
  if (error.status === 429) return new AppError('RATE_LIMITED');
  return new AppError('UNKNOWN_ERROR');
}

export function createApp({ webDistDir, modules = API_MODULES, ...deps }: AppOptions) {
  const app = createRouter();

  app.use('*', requestId({ headerName: 'X-Request-ID', limitLength: 128 }));
  app.use('*', async (c, next) => {
    c.set('db', deps.db);
    c.set('dbKind', deps.dbKind);
    c.set('env', deps.env);
    c.set('auth', deps.auth);
    c.set('clock', deps.clock);
    c.set('storeEvents', deps.storeEvents);
    c.set('logger', deps.logger.child({ requestId: c.var.requestId }));
    const started = performance.now();
    await next();
    const { pathname } = new URL(c.req.url);
    if (pathname.startsWith('/api/')) {
      // Answers name people and figures: no browser or proxy cache keeps them.
      if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
      c.var.logger.info('request', {
        method: c.req.method,
        path: pathname,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      });
    }
  });
  app.use('*', securityHeaders);
  app.use('/api/*', compressAnswers);
  // Anonymous reports are counted before their body is read, and held small (ADR 015).
  app.use(CSP_REPORT_PATH, rateLimitByAddress('cspReports'));
  app.use(
    '/api/*',
    readJsonBody({
      alsoAccept: { [CSP_REPORT_PATH]: CSP_REPORT_MEDIA_TYPES },
      maxBytesOf: { [CSP_REPORT_PATH]: CSP_REPORT_MAX_BYTES },
      uploads: DEAL_IMPORT_UPLOADS,
    }),
  );
  app.use('/api/*', requireCsrf);
  app.use('/api/*', auditRefusedWrites);

  for (const module of modules) app.route('/api', module);

  app.doc31('/api/openapi.json', OPENAPI_INFO);
  app.get('/api/docs', (c) => c.html(renderApiDocs(app.getOpenAPI31Document(OPENAPI_INFO))));
  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'No such API route');
  });

  if (webDistDir) app.use('*', serveWebApp(webDistDir, { demoMode: deps.env.demoMode }));

  app.notFound((c) => sendError(c, new AppError('NOT_FOUND')));
  app.onError((error, c) => {
    if (error instanceof AppError) return sendError(c, error);
    if (error instanceof HTTPException) return sendError(c, fromHttpException(error));
    const unavailable = whyDatabaseUnavailable(error);
    if (unavailable !== undefined) {
      // An outage or a full pool, not a fault: the caller tries again shortly (the pool
      // reconnects by itself); the reason tells an operator whether to look at the
      // database or at DATABASE_POOL_MAX.
      (c.var.logger ?? deps.logger).warn('database unavailable', {
        reason: unavailable,
        path: new URL(c.req.url).pathname,
      });
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(c, new AppError('NETWORK_DB_ERROR'));
    }
    // The caller gets a code and a request id; the stack and any SQL stay in our log.
    (c.var.logger ?? deps.logger).error('unhandled error', {
      error,
      path: new URL(c.req.url).pathname,
    });
    return sendError(c, new AppError('UNKNOWN_ERROR'));
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
