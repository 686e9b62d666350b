/** docs/product.md §3.2: upper-cased initials of each word of the name, or of the email when there is no name. */
export function initialsOf(name: string | undefined, email: string | undefined): string {
  const source = name?.trim() || email?.trim() || '';
  return source
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}
