import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { FeaturesSection } from './features-section.tsx';
import { Hero } from './hero.tsx';
import { DocumentTitle } from '../../components/ui/document-title.tsx';
import { pageTitles } from '../../app/page-titles.ts';
import { useT } from '../../i18n/use-t.ts';

export function HomePage() {
  const t = useT();
  return (
    <>
      <DocumentTitle>{pageTitles(t).home}</DocumentTitle>
      <Hero nextSectionId="features" />
      <FeaturesSection id="features" />
      <section aria-labelledby="gallery-cta" className="bg-slate-50 px-4 py-16">
        <div className="surface-dark mx-auto flex max-w-5xl flex-col items-center gap-6 rounded-3xl bg-navy-900 px-6 py-12 text-center shadow-xl sm:px-12">
          <h2 id="gallery-cta" className="text-2xl font-bold text-white sm:text-3xl">
            {t('home.cta.title')}
          </h2>
          <p className="max-w-xl text-navy-100">{t('home.cta.text')}</p>
          <Link to="/solutions" className={buttonClasses({ variant: 'accent', size: 'lg' })}>
            {t('home.cta.browse')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </section>
    </>
  );
}
