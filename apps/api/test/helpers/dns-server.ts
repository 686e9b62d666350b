import { createSocket, type RemoteInfo, type Socket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import { type Answer, decode, encode, type Question } from 'dns-packet';

/**
 * A DNS server on loopback (UDP) that answers the names a test gives it: A and AAAA records, NXDOMAIN
 * for any other name. `answer` changes a name's addresses between requests, as a rebinding attacker's
 * server would. Messages are read and written with dns-packet.
 */
export class TestDnsServer {
  private readonly socket: Socket = createSocket('udp4');
  private readonly names = new Map<string, string[]>();

  async start(): Promise<void> {
    this.socket.on('message', (message, from) => this.reply(message, from));
    await new Promise<void>((resolve) => this.socket.bind(0, '127.0.0.1', resolve));
  }

  /** `127.0.0.1:port`, as WEBHOOK_DNS_SERVERS takes it. */
  get address(): string {
    const { address, port } = this.socket.address() as AddressInfo;
    return `${address}:${port}`;
  }

  answer(name: string, addresses: string[]): void {
    this.names.set(name.toLowerCase(), addresses);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.socket.close(() => resolve()));
  }

  private reply(message: Buffer, from: RemoteInfo): void {
    const query = decode(message);
    const question = query.questions?.[0] as Question | undefined;
    const addresses = question ? this.names.get(question.name.toLowerCase()) : undefined;
    const v6 = question?.type === 'AAAA';
    const answers: Answer[] = (addresses ?? [])
      .filter((a) => v6 === a.includes(':'))
      .map((data) => ({ type: v6 ? 'AAAA' : 'A', name: question!.name, ttl: 0, class: 'IN', data }));
    const response = encode({
      type: 'response',
      id: query.id,
      flags: addresses ? 0x8180 : 0x8183, // a recursive answer; NXDOMAIN for a name not served
      questions: query.questions,
      answers,
    });
    this.socket.send(response, from.port, from.address);
  }
}
