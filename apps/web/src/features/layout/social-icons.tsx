/** Simple brand glyphs drawn for this app (the icon set has no brand marks). */
export function SocialIcon({ name }: { name: 'LinkedIn' | 'Instagram' | 'YouTube' }) {
  const common = { viewBox: '0 0 24 24', className: 'size-5', 'aria-hidden': true, focusable: false } as const;
  if (name === 'LinkedIn') {
    return (
      <svg {...common} fill="currentColor">
        <rect x="3" y="9" width="4" height="12" rx="0.5" />
        <circle cx="5" cy="5" r="2.2" />
        <path d="M10 9h3.8v1.8c.6-1.1 2-2.1 4-2.1 3.2 0 4.2 2 4.2 5.1V21h-4v-6.3c0-1.5-.4-2.6-1.8-2.6-1.5 0-2.2 1.1-2.2 2.6V21h-4Z" />
      </svg>
    );
  }
  if (name === 'Instagram') {
    return (
      <svg {...common} fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
      </svg>
    );
  }
  return (
    <svg {...common} fill="currentColor">
      <path d="M21.6 7.2a2.6 2.6 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.6 2.6 0 0 0 2.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.6 2.6 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3Z" />
    </svg>
  );
}
