import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { guestOnly, requireRole, requireSignedIn, sessionCheckLoader } from './guards.ts';
import { BootFallback, RootLayout } from './root-layout.tsx';
import { RootErrorPage, RouteErrorPage } from './route-error-page.tsx';

/** A route whose page component is loaded on first visit, so every page is its own chunk. */
function page<M>(load: () => Promise<M>, name: keyof M & string): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[name] as ComponentType }) };
}

/** The route table of docs/product.md §3.1. Guards are loaders on pathless parents, so they run before any page code. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    HydrateFallback: BootFallback,
    ErrorBoundary: RootErrorPage,
    loader: sessionCheckLoader,
    shouldRevalidate: () => true,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, ...page(() => import('../features/home/home-page.tsx'), 'HomePage') },
          { path: 'solutions', ...page(() => import('../features/catalog/solutions-page.tsx'), 'SolutionsPage') },
          { path: 'solution/:id', ...page(() => import('../features/solution/solution-page.tsx'), 'SolutionPage') },
          { path: 'activate', ...page(() => import('../features/auth/activate-page.tsx'), 'ActivatePage') },
          {
            path: 'undermaintenance',
            ...page(() => import('../features/misc/maintenance-page.tsx'), 'MaintenancePage'),
          },
          {
            loader: guestOnly,
            children: [
              { path: 'sign/in', ...page(() => import('../features/auth/sign-in-page.tsx'), 'SignInPage') },
              { path: 'sign/up', ...page(() => import('../features/auth/sign-up-page.tsx'), 'SignUpPage') },
              {
                path: 'forgot-password',
                ...page(() => import('../features/auth/forgot-password-page.tsx'), 'ForgotPasswordPage'),
              },
              {
                path: 'reset-password',
                ...page(() => import('../features/auth/reset-password-page.tsx'), 'ResetPasswordPage'),
              },
            ],
          },
          {
            loader: requireRole(['user']),
            children: [
              { path: 'enquiry/:id', ...page(() => import('../features/enquiry/enquiry-page.tsx'), 'EnquiryPage') },
              { path: 'profile', ...page(() => import('../features/misc/profile-page.tsx'), 'ProfilePage') },
            ],
          },
          {
            loader: requireRole(['admin']),
            children: [
              { path: 'create', ...page(() => import('../features/editor/create-page.tsx'), 'CreatePage') },
              { path: 'edit/:solutionid', ...page(() => import('../features/editor/edit-page.tsx'), 'EditPage') },
              // The back office (docs/product.md §3.11) routes its screens itself, so its route table,
              // frame and screens are all chunks of their own and the first download does not grow.
              { path: 'admin/*', ...page(() => import('../features/admin/admin-area.tsx'), 'AdminArea') },
            ],
          },
          {
            path: 'sign/out',
            loader: requireSignedIn,
            // Only checked on arrival: the page itself clears the token and must stay on screen.
            shouldRevalidate: () => false,
            ...page(() => import('../features/auth/sign-out-page.tsx'), 'SignOutPage'),
          },
          { path: '*', ...page(() => import('../features/misc/not-found-page.tsx'), 'NotFoundPage') },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
