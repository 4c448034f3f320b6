import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '@/lib/paths';
import { ErrorPage } from './error-page';
import { DashboardDispatcher, RouteGuard } from './guards';
import { RootLayout } from './root-layout';
import { appRoutes } from './route-table/app-routes';
import { page } from './route-table/lazy-page';
import { publicRoutes } from './route-table/public-routes';

/**
 * The whole route table of SPEC.md §2: the public pages (route-table/public-routes)
 * and, behind the guard and inside the shell, the app's (route-table/app-routes).
 * Every page is its own lazily loaded chunk, so the landing page never downloads
 * dashboard code.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    // The first lazy page loads in a blink; a blank frame beats a flash of spinner.
    HydrateFallback: () => null,
    children: [
      ...publicRoutes,
      { path: paths.dashboard.path, element: <DashboardDispatcher /> },
      {
        element: <RouteGuard />,
        children: [
          {
            lazy: page(
              () => import('./shell/app-shell'),
              (m) => m.AppShell,
            ),
            children: appRoutes,
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.dashboard.getHref()} replace /> },
    ],
  },
  // A wall screen, outside the app's frame: no shell, notices or cookie banner over the board.
  {
    path: paths.showroomBoard.path,
    errorElement: <ErrorPage />,
    HydrateFallback: () => null,
    lazy: page(
      () => import('@/features/showroom-board/routes/showroom-board-page'),
      (m) => m.ShowroomBoardPage,
    ),
  },
];

export const router = createBrowserRouter(routes);
