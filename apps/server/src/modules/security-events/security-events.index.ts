import { createRouter } from '../../lib/router';
import { storeSecurityEvent } from './security-events.handlers';
import { logSecurityEvent } from './security-events.routes';

export const securityEventsRouter = createRouter().openapi(logSecurityEvent, storeSecurityEvent);
