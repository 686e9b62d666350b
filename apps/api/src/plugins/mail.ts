import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../mail/mailer.ts';
import type { OutboxWorker } from '../mail/outbox-worker.ts';
import type { DigestWorker } from '../modules/saved-searches/digest-worker.ts';

export interface MailService {
  mailer: Mailer;
  worker: OutboxWorker;
  /** Queues the daily digests of saved searches on a timer; started like `worker`. */
  digestWorker: DigestWorker;
  /** Sends everything that is due now (tests, and a last drain on shutdown). */
  flush(): ReturnType<OutboxWorker['flush']>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

/**
 * Decorates `app.mail` with the mailer, the outbox worker and the digest worker of `app.services`.
 * The workers do not run until server.ts starts them, so tests drive them with `app.mail.flush()`
 * and `app.services.digest.runDue(now)`; closing the app stops both and closes the SMTP transport.
 */
export function registerMail(app: FastifyInstance) {
  const { mailer, mailWorker: worker, digestWorker, afterAnswer } = app.services;
  // Mail that requests queue after answering (lib/after-answer.ts) counts as queued already.
  const flush = async () => {
    await afterAnswer.settled();
    return worker.flush();
  };
  app.decorate('mail', { mailer, worker, digestWorker, flush });
  app.addHook('onClose', async () => {
    await digestWorker.stop();
    await afterAnswer.settled();
    await worker.stop();
    mailer.close();
  });
}
