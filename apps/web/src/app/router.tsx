import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { loadTexts, type TextPart } from '../i18n/i18n.ts';
import { guestOnly, requireRole, requireSignedIn, sessionCheckLoader } from './guards.ts';
import { BootFallback, RootLayout } from './root-layout.tsx';
import { RootErrorPage, RouteErrorPage } from './route-error-page.tsx';

/**
 * A route whose page component is loaded on first visit, so every page is its own chunk; `texts`
 * is the part of the texts only such pages show, loaded with the code (i18n/i18n.ts).
 */
function page<M>(load: () => Promise<M>, name: keyof M & string, texts?: TextPart): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [module] = await Promise.all([load(), texts && loadTexts(texts)]);
      return { Component: module[name] as ComponentType };
    },
  };
}

/** A page of signing in, accounts, enquiries, the back office or a form. */
const memberPage = <M,>(load: () => Promise<M>, name: keyof M & string) => page(load, name, 'member');

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
          { id: 'home', index: true, ...page(() => import('../features/home/home-page.tsx'), 'HomePage', 'home') },
          {
            id: 'solutions',
            path: 'solutions',
            ...page(() => import('../features/catalog/solutions-page.tsx'), 'SolutionsPage'),
            handle: {
              beforeHydration: () => import('../features/catalog/solutions-page.tsx').then((m) => m.loadFilterPanel()),
            } satisfies PageHandle,
          },
          {
            id: 'solution',
            path: 'solution/:id',
            ...page(() => import('../features/solution/solution-page.tsx'), 'SolutionPage', 'solution'),
          },
          {
            id: 'compare',
            path: 'compare',
            ...page(() => import('../features/compare/compare-page.tsx'), 'ComparePage', 'compare'),
          },
          {
            path: 'shortlist/:token',
            ...page(() => import('../features/catalog/shortlist-page.tsx'), 'SharedShortlistPage', 'compare'),
          },
          { path: 'activate', ...memberPage(() => import('../features/auth/activate-page.tsx'), 'ActivatePage') },
          {
            path: 'undermaintenance',
            ...memberPage(() => import('../features/misc/maintenance-page.tsx'), 'MaintenancePage'),
          },
          {
            loader: guestOnly,
            children: [
              { path: 'sign/in', ...memberPage(() => import('../features/auth/sign-in-page.tsx'), 'SignInPage') },
              { path: 'sign/up', ...memberPage(() => import('../features/auth/sign-up-page.tsx'), 'SignUpPage') },
              {
                path: 'forgot-password',
                ...memberPage(() => import('../features/auth/forgot-password-page.tsx'), 'ForgotPasswordPage'),
              },
              {
                path: 'reset-password',
                ...memberPage(() => import('../features/auth/reset-password-page.tsx'), 'ResetPasswordPage'),
              },
            ],
          },
          {
            loader: requireRole(['user']),
            children: [
              {
                path: 'enquiry/:id',
                ...memberPage(() => import('../features/enquiry/enquiry-page.tsx'), 'EnquiryPage'),
              },
            ],
          },
          {
            loader: requireRole(['admin']),
            children: [
              { path: 'create', ...memberPage(() => import('../features/editor/create-page.tsx'), 'CreatePage') },
              { path: 'edit/:solutionid', ...memberPage(() => import('../features/editor/edit-page.tsx'), 'EditPage') },
              // The back office (docs/product.md §3.11) routes its screens itself, so its route table,
              // frame and screens are all chunks of their own and the first download does not grow.
              { path: 'admin/*', ...memberPage(() => import('../features/admin/admin-area.tsx'), 'AdminArea') },
            ],
          },
          {
            // The members' area is for every signed-in account, admins included (docs/product.md §3.12).
            loader: requireSignedIn,
            children: [
              { path: 'profile', ...memberPage(() => import('../features/profile/profile-page.tsx'), 'ProfilePage') },
              {
                path: 'profile/shortlist',
                ...page(() => import('../features/catalog/shortlist-page.tsx'), 'ShortlistPage', 'compare'),
              },
            ],
          },
          {
            path: 'sign/out',
            loader: requireSignedIn,
            // Only checked on arrival: the page itself clears the token and must stay on screen.
            shouldRevalidate: () => false,
            ...memberPage(() => import('../features/auth/sign-out-page.tsx'), 'SignOutPage'),
          },
          { id: 'not-found', path: '*', ...page(() => import('../features/misc/not-found-page.tsx'), 'NotFoundPage') },
        ],
      },
    ],
  },
];

/**
 * The pages the server renders for a visitor (docs/decisions/0124-server-rendered-public-pages.md);
 * any other route gets the client's empty shell.
 */
export const SERVER_RENDERED = ['home', 'solutions', 'solution', 'compare', 'not-found'] as const;
export type ServerRenderedPage = (typeof SERVER_RENDERED)[number];

/** The page a path shows, when it is one the server renders. */
export function serverRenderedPage(path: string): ServerRenderedPage | undefined {
  const id = matchRoutes(routes, path)?.at(-1)?.route.id;
  return SERVER_RENDERED.find((page) => page === id);
}

/** What a route may say about itself. */
interface PageHandle {
  /** Code the server's markup of the page needs before it is hydrated: lazy parts it drew. */
  beforeHydration?: () => Promise<unknown>;
}

/**
 * Loads the code of the pages a location matches and puts it in the route table, so the router
 * starts with it and hydrates the server's markup instead of showing its fallback first; and the
 * lazy parts those pages drew, so they hydrate without suspending.
 */
export async function loadMatchedPages(path: string) {
  await Promise.all(
    (matchRoutes(routes, path) ?? []).map(async ({ route }) => {
      await (route.handle as PageHandle | undefined)?.beforeHydration?.();
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy());
      route.lazy = undefined;
    }),
  );
}
