import { ALLOWED_URL_SCHEMES, type CodedMessage, coded } from '@catalog/shared';

export type LinkUrlResult = { ok: true; url: string } | { ok: false; message: CodedMessage };

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * The URL of a link inserted in rich text (docs/product.md §5.10): required, https:// added when no scheme
 * is given, and only the schemes the sanitiser keeps (so a javascript: link is refused here).
 */
export function normalizeLinkUrl(input: string): LinkUrlResult {
  const raw = input.trim();
  if (raw === '') return { ok: false, message: coded('validation.required') };
  const candidate = HAS_SCHEME.test(raw) && !/^[^:/]+:\d/.test(raw) ? raw : `https://${raw.replace(/^\/+/, '')}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return { ok: false, message: coded('validation.urlInvalid') };
  }
  const scheme = url.protocol.replace(/:$/, '').toLowerCase();
  if (!(ALLOWED_URL_SCHEMES as readonly string[]).includes(scheme))
    return { ok: false, message: coded('validation.urlInvalid') };
  if (scheme !== 'mailto' && !url.hostname) return { ok: false, message: coded('validation.urlInvalid') };
  return { ok: true, url: candidate };
}
