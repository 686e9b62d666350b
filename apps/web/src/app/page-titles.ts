import type { Translate } from '../i18n/use-t.ts';

/** The tab titles of the public pages, which the server's head and the pages' DocumentTitle share. */
export const pageTitles = (t: Translate) => ({
  home: t('title.home'),
  solutions: t('title.solutions'),
  solution: (name: string | undefined) => (name ? t('title.solution', { name }) : t('title.solutionFallback')),
  solutionNotFound: t('title.solutionNotFound'),
  notFound: t('title.notFound'),
});
