import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { readMime } from './helpers/mime.ts';

/**
 * The tests' SMTP servers read links out of what nodemailer writes (helpers/mime.ts). A token may
 * hold dashes, and a quoted-printable body wrapped just before two of them has a line that begins
 * with `--`, like a part boundary: the link must still come out whole.
 */
describe('the mail reader of the tests', () => {
  it('reads a link whose wrapped line begins with two dashes', async () => {
    const token = `${'A'.repeat(40)}--${'b'.repeat(20)}`;
    const link = `http://127.0.0.1/activate?token=${token}`;
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const dashLine = (raw: string) => {
      const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1] ?? '';
      return raw.split(/\r?\n/).some((line) => line.startsWith('--') && !line.startsWith(`--${boundary}`));
    };
    // The padding before the link that makes the soft line break fall right before the dashes.
    for (let pad = 0; pad < 80; pad++) {
      const text = `${'x'.repeat(pad)} Open ${link}`;
      const info = await transport.sendMail({
        from: 'catalog@example.com',
        to: 'user@example.com',
        subject: 'Activate',
        text,
        html: `<p>${text}</p>`,
      });
      const raw = (info.message as Buffer).toString('utf8');
      if (!dashLine(raw)) continue;
      const { text: readText, html } = readMime(raw);
      expect(readText.trim()).toBe(text);
      expect(html).toContain(link);
      return;
    }
    throw new Error('no padding put a line of the body at two dashes');
  });
});
