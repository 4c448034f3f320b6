import { z } from 'zod';
import {
  AUTH_INPUT_MESSAGES,
  AUTH_LIMITS,
  checkSignUpPassword,
  containsDangerousInput,
  isValidEmail,
  sanitizeEmail,
  signUpPasswordMessage,
} from '../auth-rules';
import type { FieldIssue } from '../errors';
import { LANGUAGE_CODES } from '../languages';
import { DEALER_GROUP_MAX_STORES, SIGNUP_PLANS } from '../subscription-plans';
import { ruleError } from '../validation';
import { oneLineText } from './fields';

/**
 * The three sign-up flows (SPEC.md §2 "Signup flows", issue 6): their request
 * shapes, checked by the server and again in the browser.
 */
export const SIGNUP_LIMITS = {
  /** profiles.first_name / last_name. */
  personNameMax: 50,
  /** dealerships.name and dealer_groups.name (SPEC.md §5 "name 100"). */
  businessNameMax: 100,
  cityMax: 80,
  brandMax: 40,
  brandsMax: 20,
  groupStoresMin: 2,
  groupStoresMax: DEALER_GROUP_MAX_STORES,
} as const;

/** The US time zones a store can keep its days in. */
export const SIGNUP_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
] as const;
export type SignupTimeZone = (typeof SIGNUP_TIME_ZONES)[number];

const [EASTERN, CENTRAL, MOUNTAIN, ARIZONA, PACIFIC, ALASKA, HAWAII] = SIGNUP_TIME_ZONES;

/**
 * US states (and DC) with the time zone most of the state keeps; a group's
 * stores start on it, and the dealership form suggests it.
 */
export const US_STATES = {
  AL: CENTRAL,
  AK: ALASKA,
  AZ: ARIZONA,
  AR: CENTRAL,
  CA: PACIFIC,
  CO: MOUNTAIN,
  CT: EASTERN,
  DE: EASTERN,
  DC: EASTERN,
  FL: EASTERN,
  GA: EASTERN,
  HI: HAWAII,
  ID: MOUNTAIN,
  IL: CENTRAL,
  IN: EASTERN,
  IA: CENTRAL,
  KS: CENTRAL,
  KY: EASTERN,
  LA: CENTRAL,
  ME: EASTERN,
  MD: EASTERN,
  MA: EASTERN,
  MI: EASTERN,
  MN: CENTRAL,
  MS: CENTRAL,
  MO: CENTRAL,
  MT: MOUNTAIN,
  NE: CENTRAL,
  NV: PACIFIC,
  NH: EASTERN,
  NJ: EASTERN,
  NM: MOUNTAIN,
  NY: EASTERN,
  NC: EASTERN,
  ND: CENTRAL,
  OH: EASTERN,
  OK: CENTRAL,
  OR: PACIFIC,
  PA: EASTERN,
  RI: EASTERN,
  SC: EASTERN,
  SD: CENTRAL,
  TN: CENTRAL,
  TX: CENTRAL,
  UT: MOUNTAIN,
  VT: EASTERN,
  VA: EASTERN,
  WA: PACIFIC,
  WV: EASTERN,
  WI: CENTRAL,
  WY: MOUNTAIN,
} as const satisfies Record<string, SignupTimeZone>;
export type UsState = keyof typeof US_STATES;
export const US_STATE_CODES = Object.keys(US_STATES) as [UsState, ...UsState[]];

/**
 * SPEC.md §5 text sanitizer: trim and collapse runs of spaces, after refusing
 * tabs, line breaks and control characters with a 400 naming the field (ADR 016).
 */
const text = (max: number) =>
  oneLineText()
    .overwrite((value) => value.replace(/\s+/g, ' ').trim())
    .min(1)
    .max(max);

const state = z
  .string()
  .overwrite((value) => value.trim().toUpperCase())
  .pipe(z.enum(US_STATE_CODES, { error: ruleError('not_a_state') }));

/** The person who signs up and becomes the account's admin. */
const adminFields = {
  firstName: text(SIGNUP_LIMITS.personNameMax),
  lastName: text(SIGNUP_LIMITS.personNameMax),
  /** Its format and the password rule are checked by `signupRuleIssues`, with SPEC.md's messages. */
  email: z.string().min(1).max(AUTH_LIMITS.emailMax),
  password: z.string().min(1).max(AUTH_LIMITS.passwordMax),
  acceptTerms: z.literal(true, { error: ruleError('must_accept') }),
  /** The language they signed up in: their first e-mail is written in it (ADR 022). */
  language: z.enum(LANGUAGE_CODES).optional(),
};

export const dealershipSignUpRequestSchema = z.object({
  storeName: text(SIGNUP_LIMITS.businessNameMax),
  city: text(SIGNUP_LIMITS.cityMax),
  state,
  timeZone: z.enum(SIGNUP_TIME_ZONES),
  /** Franchise brands sold new; a used-car store leaves it empty. */
  brands: z.array(text(SIGNUP_LIMITS.brandMax)).max(SIGNUP_LIMITS.brandsMax).default([]),
  ...adminFields,
});

export const groupStoreSchema = z.object({
  name: text(SIGNUP_LIMITS.businessNameMax),
  city: text(SIGNUP_LIMITS.cityMax),
  state,
});

export const dealerGroupSignUpRequestSchema = z.object({
  groupName: text(SIGNUP_LIMITS.businessNameMax),
  dealerships: z
    .array(groupStoreSchema)
    .min(SIGNUP_LIMITS.groupStoresMin)
    .max(SIGNUP_LIMITS.groupStoresMax),
  ...adminFields,
});

/**
 * The same answer whether or not the address already had an account, so the
 * form cannot tell anyone who is a customer.
 */
export const signUpResponseSchema = z.object({
  email: z.string(),
  plan: z.enum(SIGNUP_PLANS),
  locations: z.number().int().min(1),
  /** US dollars a month once the trial ends, as NUMERIC(12,2) text. */
  monthlyPrice: z.string(),
  /** ISO 8601. */
  trialEndsAt: z.string(),
});

export type DealershipSignUpRequest = z.input<typeof dealershipSignUpRequestSchema>;
export type DealershipSignUp = z.output<typeof dealershipSignUpRequestSchema>;
export type DealerGroupSignUpRequest = z.input<typeof dealerGroupSignUpRequestSchema>;
export type DealerGroupSignUp = z.output<typeof dealerGroupSignUpRequestSchema>;
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

/** Fields whose characters are the user's secret, never inspected as text. */
const SECRET_FIELDS = new Set(['password']);

/**
 * The rules a schema cannot word as SPEC.md does: the e-mail check of "Login",
 * the sign-up password rule (every broken rule, joined with commas) and the
 * "Invalid characters detected" check on every other text. Takes the raw body,
 * so it can add its findings to those of a schema that refused it.
 */
export function signupRuleIssues(body: unknown): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      if (SECRET_FIELDS.has(path)) {
        const broken = checkSignUpPassword(value);
        if (broken.length > 0) {
          issues.push({
            field: path,
            code: 'password_rules',
            params: { rules: broken },
            message: signUpPasswordMessage(broken),
          });
        }
      } else if (containsDangerousInput(value)) {
        issues.push({
          field: path,
          code: 'invalid_characters',
          params: {},
          message: AUTH_INPUT_MESSAGES.invalidCharacters,
        });
      } else if (path === 'email' && value !== '' && !isValidEmail(sanitizeEmail(value))) {
        issues.push({
          field: path,
          code: 'invalid_email',
          params: {},
          message: AUTH_INPUT_MESSAGES.invalidEmail,
        });
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, path === '' ? `${index}` : `${path}.${index}`));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value))
        visit(item, path === '' ? key : `${path}.${key}`);
    }
  };
  visit(body, '');
  return issues;
}
