import type { Language } from '@catalog/shared';
import type { Config } from '../../config.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import { verifyUnsubscribeToken } from './unsubscribe-token.ts';

export class NotificationsService {
  constructor(
    private readonly repo: NotificationsRepository,
    private readonly config: Pick<Config, 'jwtSecret'>,
  ) {}

  isValidToken(token: string): boolean {
    return verifyUnsubscribeToken(this.config.jwtSecret, 'newSolutions', token) !== null;
  }

  /** The language of the token's account, for the opt-out pages. */
  async languageOf(token: string): Promise<Language | undefined> {
    const userId = verifyUnsubscribeToken(this.config.jwtSecret, 'newSolutions', token);
    return userId === null ? undefined : this.repo.languageOf(userId);
  }

  /** Turns new-solution mail off for the token's user; false for a bad token. Repeating it is harmless. */
  async optOut(token: string): Promise<boolean> {
    const userId = verifyUnsubscribeToken(this.config.jwtSecret, 'newSolutions', token);
    if (userId === null) return false;
    await this.repo.optOut(userId);
    return true;
  }
}
