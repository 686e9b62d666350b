import type { ClientTextKey } from '@catalog/shared';

/**
 * Every text key of the client: the English catalogue files of the shared package are the list
 * (their Indonesian counterparts have the same keys, which build/catalogs.test.ts checks). Each
 * area of the client has its file (docs/decisions/0130-messages-as-codes.md).
 */
export type MessageKey = ClientTextKey;
