import type { RouteHandler, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { sanitizeEmail } from '@das/shared/auth-rules';
import type { LanguageCode } from '@das/shared/languages';
import { signupRuleIssues, type SignUpResponse } from '@das/shared/schemas/signup';
import { trialTerms, type SignupPlan, type TrialTerms } from '@das/shared/subscription-plans';
import { toFieldIssues } from '@das/shared/validation';
import { hashPassword } from '../../auth/password';
import type { AppEnv } from '../../lib/app-env';
import { authFailure, validationError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { findAccountByEmail } from './accounts.repository';
import { allowMailTo } from './mail-limit';
import {
  createDealerGroupSignup,
  createDealershipSignup,
  createSingleFinanceSignup,
  type CreatedSignup,
  type NewAdmin,
} from './signup.repository';
import type * as routes from './signup.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

/**
 * Every problem with a sign-up in one answer: the schema's field messages, then
 * SPEC.md §5's e-mail, password and invalid-character rules for fields the
 * schema did not already refuse. Used as the sign-up routes' validation hook.
 */
export function rejectInvalidSignUp(
  result: { success: true; data: unknown } | { success: false; error: z.ZodError },
  c: Context<AppEnv>,
): Promise<never> | undefined {
  if (result.success) {
    const issues = signupRuleIssues(result.data);
    if (issues.length > 0) throw validationError(issues);
    return undefined;
  }
  const issues = toFieldIssues(result.error);
  const refused = new Set(issues.map((issue) => issue.field));
  // The refused body is read again (as the body parser passed it) to check what the schema let through.
  return c.req
    .json<unknown>()
    .catch(() => undefined)
    .then((body) => {
      for (const issue of signupRuleIssues(body)) {
        if (!refused.has(issue.field)) issues.push(issue);
      }
      throw validationError(issues);
    });
}

interface SignUpPlan {
  plan: SignupPlan;
  locations: number;
  admin: {
    firstName: string;
    lastName: string;
    email: string;
    password: string;
    language?: LanguageCode | undefined;
  };
  create(admin: NewAdmin, terms: TrialTerms): Promise<CreatedSignup>;
}

/** The steps every sign-up shares, around the one transaction that creates its rows. */
async function signUpWith(
  c: Context<AppEnv>,
  { plan, locations, admin, create }: SignUpPlan,
): Promise<SignUpResponse> {
  const email = sanitizeEmail(admin.email);
  if (!(await allowMailTo(c, email))) {
    throw authFailure('RATE_LIMITED', 'tooManyRequests');
  }
  const terms = trialTerms(plan, locations, c.var.clock.now());
  const answer: SignUpResponse = {
    email,
    plan,
    locations,
    monthlyPrice: terms.monthlyPrice,
    trialEndsAt: terms.trialEndsAt.toISOString(),
  };
  // Hashing before the lookup keeps a known address from answering measurably faster.
  const passwordHash = await hashPassword(admin.password);
  const existing = await findAccountByEmail(c.var.db, email);
  if (existing) {
    // Same answer as a new sign-up, so the form cannot be used to find out who has an account.
    c.var.logger.info('sign-up for an existing account', { userId: existing.id, plan });
    return answer;
  }

  let created: CreatedSignup;
  try {
    created = await create(
      {
        firstName: admin.firstName,
        lastName: admin.lastName,
        email,
        passwordHash,
        isDemo: c.var.env.demoMode,
        language: admin.language,
      },
      terms,
    );
  } catch (error) {
    // Two sign-ups for one new address at once: the second is the existing-account case.
    if (!isUniqueViolation(error, 'users_email_unique')) throw error;
    c.var.logger.info('sign-up raced another for the same address', { plan });
    return answer;
  }
  c.var.logger.info('signed up', { plan, ...created });

  // After the commit: no e-mail ever points to rows that were rolled back.
  try {
    await c.var.auth.auth.api.sendVerificationEmail({ body: { email } });
  } catch (error) {
    // The account stands; the welcome page's "Resend" sends the link again.
    c.var.logger.error('verification e-mail not sent after sign-up', { error, plan });
  }
  return answer;
}

export const signUp: Handler<'signUp'> = async (c) => {
  const input = c.req.valid('json');
  const answer = await signUpWith(c, {
    plan: 'single_finance',
    locations: 1,
    admin: input,
    create: (admin, terms) => createSingleFinanceSignup(c.var.db, admin, terms),
  });
  return c.json(answer, 201);
};

export const signUpDealership: Handler<'signUpDealership'> = async (c) => {
  const input = c.req.valid('json');
  const answer = await signUpWith(c, {
    plan: 'dealership',
    locations: 1,
    admin: input,
    create: (admin, terms) =>
      createDealershipSignup(
        c.var.db,
        {
          name: input.storeName,
          city: input.city,
          state: input.state,
          timeZone: input.timeZone,
          brands: input.brands,
        },
        admin,
        terms,
      ),
  });
  return c.json(answer, 201);
};

export const signUpDealerGroup: Handler<'signUpDealerGroup'> = async (c) => {
  const input = c.req.valid('json');
  const answer = await signUpWith(c, {
    plan: 'dealer_group',
    locations: input.dealerships.length,
    admin: input,
    create: (admin, terms) =>
      createDealerGroupSignup(c.var.db, input.groupName, input.dealerships, admin, terms),
  });
  return c.json(answer, 201);
};
