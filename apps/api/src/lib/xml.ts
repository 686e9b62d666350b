const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe for XML (and HTML) content and quoted attribute values: the five characters
 * with a meaning in markup become references, so no value can open or close an element.
 */
export const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** What XML 1.0 cannot carry at all, escaped or not: most control characters and unpaired surrogates. */
const NOT_IN_XML =
  // eslint-disable-next-line no-control-regex -- these are the characters to find
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `escapeXml` for text a person typed (names, descriptions): what XML cannot carry is dropped first. */
export const escapeXmlText = (value: string) => escapeXml(value.replace(NOT_IN_XML, ''));
