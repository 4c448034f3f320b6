import { fieldIssue } from '@das/shared/validation';
import { eq } from 'drizzle-orm';
import type { RouteHandler } from '@hono/zod-openapi';
import { LANGUAGES } from '@das/shared/languages';
import { userPreferences } from '../../db/schema';
import type { AppEnv } from '../../lib/app-env';
import { validationError } from '../../lib/app-error';
import type { getPreferences, updatePreferences } from './preferences.routes';

const DEFAULTS = { hideAmounts: false, language: null };

export const read: RouteHandler<typeof getPreferences, AppEnv> = async (c) => {
  const [row] = await c.var.db
    .select()
    .from(userPreferences)
    .where(eq(userPreferences.userId, c.var.user.id));
  return c.json(row ? { hideAmounts: row.hideAmounts, language: row.language } : DEFAULTS, 200);
};

export const update: RouteHandler<typeof updatePreferences, AppEnv> = async (c) => {
  const change = c.req.valid('json');
  if (change.language && !LANGUAGES.some((language) => language.code === change.language)) {
    throw validationError([
      fieldIssue('language', 'not_one_of', { values: LANGUAGES.map((l) => l.code) }),
    ]);
  }
  const [row] = await c.var.db
    .insert(userPreferences)
    .values({ userId: c.var.user.id, ...DEFAULTS, ...change })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: { ...change, updatedAt: new Date() },
    })
    .returning();
  return c.json({ hideAmounts: row?.hideAmounts ?? false, language: row?.language ?? null }, 200);
};
