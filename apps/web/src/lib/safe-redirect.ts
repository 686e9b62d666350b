/** Where a sign-in may send the user back to: a path of this app only, never another origin. */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if (/^\/sign\/(in|out|up)(\/|\?|$)/.test(raw)) return null;
  // Control characters (a newline, NUL) make the router throw; such a path was never a link here.
  if ([...raw].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  return raw;
}

/** `/sign/in?from=<path>`: the sign-in page returns there afterwards (docs/product.md §3.1). */
export function signInPath(from?: string): string {
  const safe = safeReturnPath(from);
  return safe && safe !== '/' ? `/sign/in?from=${encodeURIComponent(safe)}` : '/sign/in';
}
