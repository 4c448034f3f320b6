import { createHash, randomBytes } from 'node:crypto';
import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { can, roleMay, type Action } from '@das/shared/policies';
import { INVITATION_HOURS, type Person } from '@das/shared/schemas/people';
import { fieldIssue } from '@das/shared/validation';
import { emailLinks } from '../../auth/auth';
import { authorizePerson } from '../../auth/authorize';
import { invitationEmail } from '../../auth/emails';
import { hashPassword } from '../../auth/password';
import type { AppEnv } from '../../lib/app-env';
import { AppError, authFailure, validationError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { MailMessage } from '../../lib/mail';
import { isUniqueViolation } from '../../lib/db-errors';
import { storeToday } from '../../lib/store-calendar';
import { resolveDealershipScope } from '../../lib/tenant-scope';
import { checkNewPassword } from '../auth/auth.handlers';
import { findStaffMember } from '../dealerships/staff.repository';
import { giveStoreDefaultPlan } from '../pay/pay.service';
import { languageOf } from '../preferences/preferences.repository';
import {
  emailTaken,
  findStore,
  insertInvitee,
  listPeople,
  revokeInvitation,
  saveInvitation,
  setFirstPassword,
  takeInvitation,
  type Invitee,
} from './people.repository';
import type * as routes from './people.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;
type Executor = Parameters<Parameters<AppEnv['Variables']['db']['transaction']>[0]>[0];

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const emailInUse = () =>
  new AppError('CONFLICT', 'This e-mail address already has an account', [
    fieldIssue('email', 'already_used'),
  ]);

/** The role may do this at all, and the store named in the path is within reach (else 403). */
export async function storeFor(c: Context<AppEnv>, action: Action, dealershipId: number) {
  if (!roleMay(c.var.user.role, action)) throw new AppError('FORBIDDEN');
  await resolveDealershipScope(c.var.db, c.var.user, dealershipId);
  const store = await findStore(c.var.db, dealershipId);
  if (!store) throw new AppError('NOT_FOUND', 'Dealership not found');
  return { ...store, isDemo: store.isDemo === true };
}

async function personAt(c: Context<AppEnv>, dealershipId: number, userId: string): Promise<Person> {
  const [person] = await listPeople(c.var.db, dealershipId, userId);
  if (!person) throw new AppError('NOT_FOUND', 'Person not found');
  return person;
}

/** A person of the store the policy lets the caller act on, as the People screen shows them. */
async function authorizedPerson(
  c: Context<AppEnv>,
  action: Action,
  dealershipId: number,
  userId: string,
) {
  const store = await storeFor(c, action, dealershipId);
  await authorizePerson(c, action, userId, dealershipId);
  return { store, person: await personAt(c, dealershipId, userId) };
}

/**
 * A new single-use link, valid 72 hours (real time, as every security timing),
 * saved as its hash; returns the e-mail that carries the token.
 */
async function newInvitation(
  c: Context<AppEnv>,
  tx: Executor,
  person: { id: string; email: string; firstName: string },
  storeName: string,
): Promise<MailMessage> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + INVITATION_HOURS * 3_600_000);
  await saveInvitation(tx, person.id, hashToken(token), expiresAt);
  const url = emailLinks(c.var.env.appOrigin).invitation(token);
  // Theirs if they ever chose one (a resent invitation), else the inviter's (ADR 022).
  const language = await languageOf(tx, { userId: person.id }, c.var.user.language ?? undefined);
  return invitationEmail(
    language,
    person.email,
    person.firstName,
    storeName,
    url,
    INVITATION_HOURS,
  );
}

/**
 * A person added and invited, audited, in the caller's transaction: "Add
 * person" and the CSV import both invite this way. Returns the e-mail to send
 * once the transaction has committed.
 */
export async function invite(
  c: Context<AppEnv>,
  tx: Executor,
  store: { dealershipId: number; isDemo: boolean; name: string },
  invitee: Invitee,
): Promise<{ id: string; message: MailMessage }> {
  const id = await insertInvitee(tx, store, invitee);
  const message = await newInvitation(c, tx, { id, ...invitee }, store.name);
  // Added without a plan, they are paid on the store's default for their role from now on.
  // Read in the transaction: a second connection could wait on it (PGlite has one).
  const today = await storeToday(tx, c.var.clock, store.dealershipId);
  const payPlan = await giveStoreDefaultPlan(
    tx,
    { userId: id, role: invitee.role, dealershipId: store.dealershipId },
    today,
    c.var.user.id,
  );
  await recordAudit(tx, c, {
    operation: 'people.invite',
    entityType: 'profile',
    entityId: id,
    dealershipId: store.dealershipId,
    after: payPlan ? { ...invitee, payPlan } : invitee,
  });
  return { id, message };
}

/** After the commit and the answer (ADR 015): no e-mail points to rows that were rolled back. */
export function sendLater(c: Context<AppEnv>, message: MailMessage): void {
  c.var.auth.background.run('invitation mail', () => c.var.auth.mailer.send(message));
}

export const list: Handler<'listPeople'> = async (c) => {
  const { dealership_id: dealershipId } = c.req.valid('param');
  await storeFor(c, 'people.read', dealershipId);
  return c.json({ people: await listPeople(c.var.db, dealershipId) }, 200);
};

export const add: Handler<'invitePerson'> = async (c) => {
  const { dealership_id: dealershipId } = c.req.valid('param');
  const input = c.req.valid('json');
  const store = await storeFor(c, 'staff.add', dealershipId);
  // Nobody grants a rank equal to or above their own.
  if (!can(c.var.user, 'staff.add', { ...store, userId: '', role: input.role })) {
    throw new AppError('FORBIDDEN');
  }
  const teamManagerId = input.teamManagerId ?? null;
  if (teamManagerId) {
    const manager = await findStaffMember(c.var.db, dealershipId, teamManagerId);
    if (manager?.role !== 'sales_manager' || input.role !== 'salesperson') {
      throw validationError([fieldIssue('teamManagerId', 'not_a_sales_manager')]);
    }
  }
  if (await emailTaken(c.var.db, input.email)) throw emailInUse();
  const invitee = { ...input, teamManagerId };
  let invited: { id: string; message: MailMessage };
  try {
    invited = await c.var.db.transaction((tx) => invite(c, tx, store, invitee));
  } catch (error) {
    // Two invitations of one address at once: the second finds it taken.
    if (isUniqueViolation(error, 'users_email_unique')) throw emailInUse();
    throw error;
  }
  sendLater(c, invited.message);
  return c.json(await personAt(c, dealershipId, invited.id), 201);
};

export const resend: Handler<'resendInvitation'> = async (c) => {
  const { dealership_id: dealershipId, user_id: userId } = c.req.valid('param');
  const { store, person } = await authorizedPerson(c, 'staff.add', dealershipId, userId);
  if (person.invitation === 'accepted') {
    throw new AppError('CONFLICT', 'This person has already chosen a password');
  }
  const message = await c.var.db.transaction(async (tx) => {
    const mail = await newInvitation(c, tx, person, store.name);
    await recordAudit(tx, c, {
      operation: 'people.invitation.resend',
      entityType: 'profile',
      entityId: userId,
      dealershipId,
      before: { invitation: person.invitation },
    });
    return mail;
  });
  sendLater(c, message);
  return c.json(await personAt(c, dealershipId, userId), 200);
};

export const revoke: Handler<'revokeInvitation'> = async (c) => {
  const { dealership_id: dealershipId, user_id: userId } = c.req.valid('param');
  const { person } = await authorizedPerson(c, 'staff.add', dealershipId, userId);
  if (person.invitation === 'accepted') {
    throw new AppError('CONFLICT', 'This person has already accepted their invitation');
  }
  await c.var.db.transaction(async (tx) => {
    await revokeInvitation(tx, userId);
    await recordAudit(tx, c, {
      operation: 'people.invitation.revoke',
      entityType: 'profile',
      entityId: userId,
      dealershipId,
      before: { invitation: person.invitation },
    });
  });
  return c.json(await personAt(c, dealershipId, userId), 200);
};

export const passwordReset: Handler<'sendPasswordReset'> = async (c) => {
  const { dealership_id: dealershipId, user_id: userId } = c.req.valid('param');
  const { person } = await authorizedPerson(c, 'staff.sendPasswordReset', dealershipId, userId);
  if (person.invitation !== 'accepted') {
    throw new AppError('CONFLICT', 'This person has no password yet: send their invitation');
  }
  await recordAudit(c.var.db, c, {
    operation: 'people.password_reset',
    entityType: 'profile',
    entityId: userId,
    dealershipId,
  });
  // The reset flow of the sign-in page, with its own one-hour link.
  c.var.auth.background.run('password reset mail', () =>
    c.var.auth.auth.api.requestPasswordReset({ body: { email: person.email } }),
  );
  return c.body(null, 204);
};

/**
 * The invitee chooses a password: like a password reset, the link is used up
 * and they then sign in on the sign-in page; opening it proved the address.
 */
export const accept: Handler<'acceptInvitation'> = async (c) => {
  const { token, password } = c.req.valid('json');
  checkNewPassword('password', password);
  const passwordHash = await hashPassword(password);
  const accepted = await c.var.db.transaction(async (tx) => {
    const invitation = await takeInvitation(tx, hashToken(token), new Date());
    if (!invitation) throw authFailure('INVALID_REQUEST', 'linkExpired');
    await setFirstPassword(tx, invitation.userId, passwordHash);
    // No one is signed in: the invitee, proven by the link, is the one who acts.
    await recordAudit(tx, c, {
      operation: 'people.invitation.accept',
      entityType: 'profile',
      entityId: invitation.userId,
      dealershipId: invitation.dealershipId,
      actorId: invitation.userId,
    });
    return invitation;
  });
  return c.json({ email: accepted.email }, 200);
};
