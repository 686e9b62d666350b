import { ArrowLeft, House, LayoutGrid, Orbit } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Starfield } from '../../components/ui/starfield.tsx';
import { DocumentTitle } from '../../components/ui/document-title.tsx';
import { pageTitles } from '../../app/page-titles.ts';
import { useT } from '../../i18n/use-t.ts';

/** The router keeps its position in history.state: above 0 the previous entry is one of ours. */
const routerIndex = () => (window.history.state as { idx?: number } | null)?.idx ?? 0;

export function NotFoundPage() {
  const t = useT();
  const navigate = useNavigate();
  const goBack = () => {
    if (routerIndex() > 0) void navigate(-1);
    // Opened by a full page load: the previous entry is another document (or none, in a new tab).
    else if (window.history.length > 1) window.history.back();
    else void navigate('/');
  };
  return (
    <section className="surface-dark relative isolate flex flex-1 items-center justify-center overflow-hidden bg-navy-950 px-4 py-24">
      <DocumentTitle>{pageTitles(t).notFound}</DocumentTitle>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_50%_35%,rgba(45,212,191,0.16),transparent_55%)]"
      />
      <Starfield className="-z-10" />
      <div className="flex max-w-xl flex-col items-center text-center">
        <Orbit
          className="size-16 text-teal-300 motion-safe:animate-[spin_18s_linear_infinite]"
          strokeWidth={1.25}
          aria-hidden="true"
        />
        <p className="mt-6 text-sm font-semibold tracking-[0.3em] text-teal-200 uppercase">
          {t('misc.notFound.eyebrow')}
        </p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
          {t('misc.notFound.title')}
        </h1>
        <p className="mt-4 text-lg text-navy-100">{t('misc.notFound.text')}</p>
        <div className="mt-10 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button variant="outline-light" size="lg" onClick={goBack}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('misc.notFound.goBack')}
          </Button>
          <Link to="/" className={buttonClasses({ variant: 'accent', size: 'lg' })}>
            <House className="size-4" aria-hidden="true" />
            {t('misc.notFound.home')}
          </Link>
          <Link to="/solutions" className={buttonClasses({ variant: 'outline-light', size: 'lg' })}>
            <LayoutGrid className="size-4" aria-hidden="true" />
            {t('misc.notFound.solutions')}
          </Link>
        </div>
      </div>
    </section>
  );
}
