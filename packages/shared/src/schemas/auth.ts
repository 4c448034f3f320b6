import { z } from 'zod';
import { ROLES } from '../roles';
import { AUTH_LIMITS } from '../auth-rules';
import { LANGUAGE_CODES } from '../languages';
import { oneLineText } from './fields';

/** The identity API's request and response shapes (SPEC.md §7 "Auth", DECISIONS.md). */
const email = z.string().min(1).max(AUTH_LIMITS.emailMax);
const loginPassword = z.string().min(1).max(AUTH_LIMITS.passwordMax);
/** Sign-in checks emptiness itself, to answer with SPEC.md §5's own messages. */
const signInEmail = z.string().max(AUTH_LIMITS.emailMax);
const signInPassword = z.string().max(AUTH_LIMITS.passwordMax);
const newPassword = z.string().min(1).max(AUTH_LIMITS.passwordMax);
const token = z.string().min(1).max(1000);

export const csrfResponseSchema = z.object({
  token: z.string().length(64),
  /** Unix seconds. */
  expiresAt: z.number().int(),
});

export const signInRequestSchema = z.object({
  email: signInEmail,
  password: signInPassword,
  rememberMe: z.boolean().default(false),
});

export const signUpRequestSchema = z.object({
  firstName: oneLineText().trim().min(1).max(50),
  lastName: oneLineText().trim().min(1).max(50),
  email,
  password: newPassword,
  /** The language they signed up in: their first e-mail is written in it (ADR 022). */
  language: z.enum(LANGUAGE_CODES).optional(),
});

export const emailRequestSchema = z.object({ email });
export const tokenRequestSchema = z.object({ token });

export const resetPasswordRequestSchema = z.object({ token, newPassword });

export const changePasswordRequestSchema = z.object({
  currentPassword: loginPassword,
  newPassword,
});

export const sessionUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  isGroupAdmin: z.boolean(),
  dealershipId: z.number().int().nullable(),
  dealershipName: z.string().nullable(),
  dealerGroupId: z.number().int().nullable(),
  dealerGroupName: z.string().nullable(),
  areaId: z.number().int().nullable(),
  areaName: z.string().nullable(),
  isDemo: z.boolean(),
  /** Their saved interface language, applied when a browser signs them in (ADR 022). */
  language: z.enum(LANGUAGE_CODES).nullable(),
});

export const sessionResponseSchema = z.object({
  /** Short-lived; held in memory and sent as `Authorization: Bearer`. */
  accessToken: z.string().min(32),
  /** When the access token expires, in Unix seconds (SPEC.md §3 "Session.expires_at"). */
  expiresAt: z.number().int(),
  /** When the sign-in itself ends, in Unix seconds. */
  sessionExpiresAt: z.number().int(),
  /**
   * The caller's store's calendar day by the server's clock (null without a
   * store): a form's default day, which a browser in another time zone (or
   * past the store's midnight) would get wrong.
   */
  storeToday: z.iso.date().nullable(),
  /**
   * When the caller's store or group went read-only, its trial over or its
   * subscription canceled (ADR 025), UTC; null while it may write.
   */
  readOnlySince: z.string().nullable(),
  user: sessionUserSchema,
});

export const demoInfoResponseSchema = z.object({
  enabled: z.boolean(),
  roles: z.array(z.enum(ROLES)),
  defaultRole: z.enum(ROLES),
  dealershipId: z.number().int(),
});

export const demoSessionRequestSchema = z.object({ role: z.enum(ROLES) });

export const securityEventRequestSchema = z.object({
  eventType: z.string().regex(/^[A-Z][A-Z_]{2,63}$/),
  severity: z.enum(['low', 'medium', 'high', 'critical']),
  details: z.record(z.string(), z.unknown()).default({}),
});

export const mailboxResponseSchema = z.object({
  messages: z.array(
    z.object({
      id: z.number().int(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      links: z.array(z.string()),
      createdAt: z.string(),
    }),
  ),
});

export const dealershipSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  dealerGroupId: z.number().int().nullable(),
});
export const dealershipListResponseSchema = z.object({
  dealerships: z.array(dealershipSummarySchema),
});

export type CsrfResponse = z.infer<typeof csrfResponseSchema>;
export type SignInRequest = z.input<typeof signInRequestSchema>;
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;
export type SessionUser = z.infer<typeof sessionUserSchema>;
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
export type DemoInfoResponse = z.infer<typeof demoInfoResponseSchema>;
export type MailboxResponse = z.infer<typeof mailboxResponseSchema>;
export type DealershipSummary = z.infer<typeof dealershipSummarySchema>;
