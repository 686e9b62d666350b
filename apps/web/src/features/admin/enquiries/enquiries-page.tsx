import { ADMIN_TEXT } from '../admin-texts.ts';
import { SectionHeading } from '../section-heading.tsx';

export function EnquiriesPage() {
  return <SectionHeading title={ADMIN_TEXT.sections.enquiries} />;
}
