import type { SolutionDetail } from '@catalog/shared';
import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { ChevronDown } from 'lucide-react';
import { RichText } from './rich-text.tsx';
import { useT } from '../../i18n/use-t.ts';

const SECTIONS = [
  { field: 'benefit', title: 'solution.sections.benefits', empty: 'solution.sections.benefitsEmpty', open: true },
  {
    field: 'challenge',
    title: 'solution.sections.challenges',
    empty: 'solution.sections.challengesEmpty',
    open: false,
  },
  { field: 'feature', title: 'solution.sections.features', empty: 'solution.sections.featuresEmpty', open: false },
] as const;

/** docs/product.md §3.7: Overview, then Benefits (open) and Challenges and Features or Capabilities (collapsed). */
export function SolutionSections({ solution }: { solution: SolutionDetail }) {
  const t = useT();
  return (
    <div className="space-y-4">
      <section
        aria-labelledby="overview-title"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="overview-title" className="text-lg font-bold text-navy-950">
          {t('solution.sections.overview')}
        </h2>
        <RichText value={solution.description} emptyText={t('solution.sections.overviewEmpty')} className="mt-3" />
      </section>
      {SECTIONS.map((section) => (
        <Disclosure
          key={section.field}
          as="section"
          defaultOpen={section.open}
          className="rounded-2xl border border-slate-200 bg-white shadow-sm"
          data-testid={`section-${section.field}`}
        >
          <h2>
            <DisclosureButton className="group flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-lg font-bold text-navy-950 hover:bg-slate-50 sm:px-6">
              {t(section.title)}
              <ChevronDown
                className="size-5 shrink-0 text-slate-500 transition-transform group-data-open:rotate-180 motion-reduce:transition-none"
                aria-hidden="true"
              />
            </DisclosureButton>
          </h2>
          <DisclosurePanel className="px-5 pb-5 sm:px-6 sm:pb-6">
            <RichText value={solution[section.field]} emptyText={t(section.empty)} />
          </DisclosurePanel>
        </Disclosure>
      ))}
    </div>
  );
}
