import { ArrowRight, ChevronDown, Clock, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Starfield } from '../../components/ui/starfield.tsx';
import { SALES_ENQUIRY_URL } from '../../lib/external-links.ts';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion.ts';
import { useT } from '../../i18n/use-t.ts';
import { FloatingDocuments } from './floating-documents.tsx';

export function Hero({ nextSectionId }: { nextSectionId: string }) {
  const t = useT();
  const reduceMotion = usePrefersReducedMotion();
  const scrollToNext = () => {
    const next = document.getElementById(nextSectionId);
    if (!next) return;
    next.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    next.focus({ preventScroll: true });
  };

  return (
    <section
      aria-labelledby="hero-title"
      className="surface-dark relative isolate flex min-h-[calc(100vh-76px)] flex-col overflow-hidden bg-navy-950"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_80%_60%_at_80%_0%,rgba(45,212,191,0.20),transparent_60%),radial-gradient(ellipse_70%_60%_at_0%_100%,rgba(56,110,190,0.35),transparent_60%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(rgba(255,255,255,0.035)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,0.035)_1px,transparent_1px)] bg-[size:56px_56px] [mask-image:radial-gradient(ellipse_at_center,black_30%,transparent_75%)]"
      />
      <Starfield className="-z-10" />
      <FloatingDocuments />

      <div className="relative mx-auto flex w-full max-w-4xl flex-1 flex-col items-center justify-center px-6 py-14 text-center sm:py-24">
        <p className="mb-6 inline-flex items-center gap-2 rounded-full bg-white/5 px-4 py-1.5 text-xs font-semibold tracking-wide text-teal-200 uppercase ring-1 ring-white/15">
          <span className="size-1.5 rounded-full bg-teal-300" aria-hidden="true" />
          Solution Catalog
        </p>
        <h1
          id="hero-title"
          className="text-4xl leading-[1.1] font-extrabold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl"
        >
          {t('home.hero.titleStart')}{' '}
          <span className="bg-gradient-to-r from-teal-200 via-cyan-200 to-sky-300 bg-clip-text text-transparent">
            {t('home.hero.titleHighlight')}
          </span>
        </h1>
        <p className="mt-6 max-w-2xl text-base leading-relaxed text-pretty text-navy-100 sm:text-lg">
          {t('home.hero.lead')}
        </p>
        <div className="mt-9 flex w-full flex-col items-stretch justify-center gap-3 sm:w-auto sm:flex-row sm:items-center">
          <a
            href={SALES_ENQUIRY_URL}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'accent', size: 'lg' })}
          >
            {t('home.hero.connect')}
            <ExternalLink className="size-4" aria-hidden="true" />
            <span className="sr-only">{t('ui.opensInNewTab')}</span>
          </a>
          <Link to="/solutions" className={buttonClasses({ variant: 'outline-light', size: 'lg' })}>
            {t('home.hero.seeGallery')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        <p className="mt-8 flex items-start gap-2 text-left text-sm text-navy-100 sm:items-center">
          <Clock className="mt-0.5 size-4 shrink-0 text-teal-300 sm:mt-0" aria-hidden="true" />
          <span>
            <span className="font-semibold text-white">{t('home.hero.officeHoursLabel')}</span>{' '}
            {t('home.hero.officeHours')}
          </span>
        </p>
      </div>

      <div className="relative flex justify-center pb-8">
        <button
          type="button"
          onClick={scrollToNext}
          className="group flex flex-col items-center gap-1 rounded-full px-3 py-2 text-xs font-medium tracking-wide text-navy-100 uppercase hover:text-white"
        >
          <span>{t('home.hero.scrollDown')}</span>
          <ChevronDown className="size-5 motion-safe:animate-nudge" aria-hidden="true" />
          <span className="sr-only">{t('home.hero.toNextSection')}</span>
        </button>
      </div>
    </section>
  );
}
