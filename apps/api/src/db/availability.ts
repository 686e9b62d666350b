/** Where availability changes are reported; app.ts points it at the server's logger. */
export interface AvailabilityLog {
  warn(message: string): void;
  info(message: string): void;
}

// SQLSTATE classes and codes that mean "the server is gone or not accepting work", not "this
// query is wrong": connection exceptions (08…), shutdown and start-up (57P01-57P03), too many
// connections (53300).
const UNAVAILABLE_SQLSTATE = /^(08|57P0[123]$|53300$)/;
const UNAVAILABLE_SOCKET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres raises these as plain errors without a code.
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/** True when an error means the database cannot be reached right now (it may come back). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET.has(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * Whether the database was last seen reachable. It exists so an outage is logged once when it
 * starts and once when it ends, instead of a stack trace per request (docs/decisions/0085).
 */
export class DatabaseAvailability {
  private down = false;
  private log: AvailabilityLog = { warn: console.warn, info: console.info };

  get isDown() {
    return this.down;
  }

  useLog(log: AvailabilityLog) {
    this.log = log;
  }

  /** An error from the database: notes an outage when it is one, and says whether it was. */
  observe(error: unknown): boolean {
    if (!isDatabaseUnavailable(error)) return false;
    if (!this.down) {
      this.down = true;
      const reason = error instanceof Error ? error.message : String(error);
      this.log.warn(`database unreachable (${reason}); answering 503 until it is back`);
    }
    return true;
  }

  /** A statement succeeded. */
  reachable() {
    if (!this.down) return;
    this.down = false;
    this.log.info('database reachable again');
  }
}
