import { initialsOf } from '../../lib/initials.ts';
import { cx } from './cx.ts';

const SIZES = {
  sm: { box: 'size-8', text: ['text-xs', 'text-[10px]'] },
  md: { box: 'size-10', text: ['text-sm', 'text-xs'] },
  lg: { box: 'size-14', text: ['text-lg', 'text-base'] },
} as const;

/** A round badge with the user's initials; decorative, the name is given elsewhere. */
export function Avatar({
  name,
  email,
  size = 'md',
  className,
}: {
  name?: string;
  email?: string;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const initials = initialsOf(name, email);
  const s = SIZES[size];
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-initials"
      className={cx(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-teal-300 to-cyan-500 font-semibold text-navy-950 select-none',
        s.box,
        initials.length > 2 ? s.text[1] : s.text[0],
        className,
      )}
    >
      {initials}
    </span>
  );
}
