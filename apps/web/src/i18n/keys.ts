import type layout from './catalogs/en/layout.json';
import type site from './catalogs/en/site.json';

/**
 * Every text key of the client: the English catalog files are the list (their Indonesian
 * counterparts have the same keys, which build/catalogs.test.ts checks).
 */
export type MessageKey = keyof typeof layout | keyof typeof site;
