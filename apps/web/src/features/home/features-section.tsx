import { Building2, Globe2, GraduationCap, type LucideIcon } from 'lucide-react';
import type { MessageKey } from '../../i18n/keys.ts';
import { useT } from '../../i18n/use-t.ts';

interface Feature {
  title: MessageKey;
  text: MessageKey;
  Icon: LucideIcon;
}

/** The three feature blurbs of docs/product.md §1.1. */
const FEATURES: Feature[] = [
  { title: 'home.features.industry.title', text: 'home.features.industry.text', Icon: Building2 },
  { title: 'home.features.showcase.title', text: 'home.features.showcase.text', Icon: Globe2 },
  { title: 'home.features.fellowship.title', text: 'home.features.fellowship.text', Icon: GraduationCap },
];

export function FeaturesSection({ id }: { id: string }) {
  const t = useT();
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-4 bg-white py-20 focus:outline-none sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">{t('home.features.eyebrow')}</p>
          <h2 id={`${id}-title`} className="mt-2 text-3xl font-bold tracking-tight text-navy-950 sm:text-4xl">
            {t('home.features.title')}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{t('home.features.lead')}</p>
        </div>
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ title, text, Icon }) => (
            <li
              key={title}
              className="group relative rounded-2xl border border-slate-200 bg-slate-50/60 p-7 transition hover:-translate-y-1 hover:border-teal-300 hover:bg-white hover:shadow-xl hover:shadow-navy-900/5 motion-reduce:hover:translate-y-0"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-navy-900 text-teal-300 shadow-md">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-navy-950">{t(title)}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{t(text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
