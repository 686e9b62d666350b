import { initialsOf } from '../../lib/initials.ts';
import { cx } from './cx.ts';

/** A round badge with the user's initials; decorative, the name is given elsewhere. */
export function Avatar({ name, email, className }: { name?: string; email?: string; className?: string }) {
  const initials = initialsOf(name, email);
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-initials"
      className={cx(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-teal-300 to-cyan-500 font-semibold text-navy-950 select-none',
        initials.length > 2 ? 'text-xs' : 'text-sm',
        className,
      )}
    >
      {initials}
    </span>
  );
}
