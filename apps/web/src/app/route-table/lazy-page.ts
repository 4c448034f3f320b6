import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

type Lazy = RouteObject['lazy'];

/** A route's page as its own lazily loaded chunk: `page(() => import(…), (m) => m.Page)`. */
export const page =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Lazy =>
  async () => ({ Component: pick(await load()) });
