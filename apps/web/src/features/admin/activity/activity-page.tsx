import { ADMIN_TEXT } from '../admin-texts.ts';
import { SectionHeading } from '../section-heading.tsx';

export function ActivityPage() {
  return <SectionHeading title={ADMIN_TEXT.sections.activity} />;
}
