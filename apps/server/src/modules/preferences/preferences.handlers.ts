import type { RouteHandler } from '@hono/zod-openapi';
import type { Preferences } from '@das/shared/schemas/team';
import type { AppEnv } from '../../lib/app-env';
import { findPreferences, savePreferences } from './preferences.repository';
import type { getPreferences, updatePreferences } from './preferences.routes';

const DEFAULTS: Preferences = { hideAmounts: false, language: null };

export const read: RouteHandler<typeof getPreferences, AppEnv> = async (c) => {
  const row = await findPreferences(c.var.db, c.var.user.id);
  return c.json(row ? { hideAmounts: row.hideAmounts, language: row.language } : DEFAULTS, 200);
};

export const update: RouteHandler<typeof updatePreferences, AppEnv> = async (c) => {
  // The schema refuses a language outside the ten (`not_one_of`).
  const change = c.req.valid('json');
  const row = await savePreferences(c.var.db, c.var.user.id, change, DEFAULTS);
  return c.json({ hideAmounts: row?.hideAmounts ?? false, language: row?.language ?? null }, 200);
};
