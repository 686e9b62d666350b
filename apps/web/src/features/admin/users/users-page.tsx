import { ADMIN_TEXT } from '../admin-texts.ts';
import { SectionHeading } from '../section-heading.tsx';

export function UsersPage() {
  return <SectionHeading title={ADMIN_TEXT.sections.users} />;
}
