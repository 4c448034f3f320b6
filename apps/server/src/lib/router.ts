import { OpenAPIHono, type Hook } from '@hono/zod-openapi';
import { toFieldIssues } from '@das/shared/validation';
import type { AppEnv } from './app-env';
import { validationError } from './app-error';

/** Turns a failed schema check into a 400 VALIDATION_ERROR that names each bad field. */
const rejectInvalidInput: Hook<unknown, AppEnv, string, unknown> = (result) => {
  if (!result.success) throw validationError(toFieldIssues(result.error));
};

/** Every module builds its routes on this, so validation failures look the same everywhere. */
export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({ defaultHook: rejectInvalidInput });
}
