import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadAllTexts } from '@/lib/i18n';

type Lazy = RouteObject['lazy'];

/**
 * A route's page as its own lazily loaded chunk: `page(() => import(…), (m) => m.Page)`.
 * Its texts beyond the bundled first-page sections load beside its code; the landing
 * page passes `{ bundledTextsOnly: true }` and so waits for nothing else.
 */
export const page =
  <M>(
    load: () => Promise<M>,
    pick: (module: M) => ComponentType,
    { bundledTextsOnly = false } = {},
  ): Lazy =>
  async () => {
    const [module] = await Promise.all([load(), bundledTextsOnly ? undefined : loadAllTexts()]);
    return { Component: pick(module) };
  };
