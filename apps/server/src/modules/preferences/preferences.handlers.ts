import { fieldIssue } from '@das/shared/validation';
import type { RouteHandler } from '@hono/zod-openapi';
import { LANGUAGES } from '@das/shared/languages';
import type { AppEnv } from '../../lib/app-env';
import { validationError } from '../../lib/app-error';
import { findPreferences, savePreferences } from './preferences.repository';
import type { getPreferences, updatePreferences } from './preferences.routes';

const DEFAULTS = { hideAmounts: false, language: null };

export const read: RouteHandler<typeof getPreferences, AppEnv> = async (c) => {
  const row = await findPreferences(c.var.db, c.var.user.id);
  return c.json(row ? { hideAmounts: row.hideAmounts, language: row.language } : DEFAULTS, 200);
};

export const update: RouteHandler<typeof updatePreferences, AppEnv> = async (c) => {
  const change = c.req.valid('json');
  if (change.language && !LANGUAGES.some((language) => language.code === change.language)) {
    throw validationError([
      fieldIssue('language', 'not_one_of', { values: LANGUAGES.map((l) => l.code) }),
    ]);
  }
  const row = await savePreferences(c.var.db, c.var.user.id, change, DEFAULTS);
  return c.json({ hideAmounts: row?.hideAmounts ?? false, language: row?.language ?? null }, 200);
};
