import { createRouter } from '../../lib/router';
import { mailbox } from './dev-mailbox.handlers';
import { listMailbox } from './dev-mailbox.routes';

export const devMailboxRouter = createRouter().openapi(listMailbox, mailbox);
