import { type Language, languageFromAcceptLanguage, languageFromCookieHeader } from '@catalog/shared';
import type { FastifyRequest } from 'fastify';

/**
 * The language a request asks for when nothing else says: the `lang` cookie the client's switch
 * keeps, else the browser's Accept-Language, else English (docs/decisions/0126-account-language.md).
 */
export const requestLanguage = (request: Pick<FastifyRequest, 'headers'>): Language =>
  languageFromCookieHeader(request.headers.cookie) ?? languageFromAcceptLanguage(request.headers['accept-language']);
