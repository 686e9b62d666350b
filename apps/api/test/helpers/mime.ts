/**
 * A small MIME reader, enough for what nodemailer writes: the decoded text and HTML bodies and the
 * headers of a raw message. Shared by the API tests' and the browser tests' SMTP servers.
 */

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

const decodeQp = (s: string) => {
  const bytes: number[] = [];
  const text = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
};

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '').toLowerCase()) {
    case 'quoted-printable':
      return decodeQp(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** `=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=` words of a header. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQp(data.replace(/_/g, ' ')),
    );
}

function walk(part: string, out: { text: string; html: string }) {
  const { headers, body } = splitHead(part);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    // Parts sit between `--boundary` lines; the preamble before the first and all after `--boundary--` are skipped.
    let current: string[] | undefined;
    for (const line of body.split(/\r?\n/)) {
      if (line === `--${boundary}` || line === `--${boundary}--`) {
        if (current) walk(current.join('\r\n'), out);
        if (line.endsWith('--') && line !== `--${boundary}`) return;
        current = [];
      } else current?.push(line);
    }
    return;
  }
  const decoded = decodeBody(body, headers['content-transfer-encoding']);
  if (/^text\/html/i.test(type)) out.html += decoded;
  else if (/^text\/plain/i.test(type)) out.text += decoded;
}

/** What the tests read of a raw message: its headers, its sender and subject decoded, and its text and HTML bodies. */
export function readMime(raw: string): {
  headers: Record<string, string>;
  from: string;
  subject: string;
  text: string;
  html: string;
} {
  const { headers } = splitHead(raw);
  const bodies = { text: '', html: '' };
  walk(raw, bodies);
  return { headers, from: decodeWords(headers.from ?? ''), subject: decodeWords(headers.subject ?? ''), ...bodies };
}
