/** The keys of `catalogs` that show as they are in the page's text: a text that was never translated. */
export function rawKeysShown(...catalogs: Array<Record<string, string>>): string[] {
  const text = document.body.textContent ?? '';
  return catalogs.flatMap((catalog) => Object.keys(catalog)).filter((key) => text.includes(key));
}
