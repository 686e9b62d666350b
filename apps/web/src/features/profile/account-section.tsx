import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card.tsx';

/** The heading's id of a section, so a page can move focus to it (after a row it held is gone). */
export const sectionTitleId = (id: string) => `${id}-title`;

export const focusSectionTitle = (id: string) => document.getElementById(sectionTitleId(id))?.focus();

/** One section of the members' area: a card with its heading, a line about it, and its content. */
export function AccountSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={sectionTitleId(id)} className="scroll-mt-24">
      <Card className="p-5 sm:p-6">
        <h2 id={sectionTitleId(id)} tabIndex={-1} className="text-lg font-semibold text-navy-950 focus:outline-none">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        <div className="mt-5">{children}</div>
      </Card>
    </section>
  );
}
