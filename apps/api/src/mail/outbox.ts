export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** One-click opt-out URL of a subscription mail (List-Unsubscribe, RFC 8058). */
  listUnsubscribe?: string;
}

/** No CR or LF may reach a mail header: they would let a value add headers of its own. */
export const headerSafe = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();
