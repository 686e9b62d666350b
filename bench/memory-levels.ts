import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { GeneratedInfo } from './generate.ts';
import { mixedWorkloadUrls } from './mixed-workload.ts';

/** A process's resident memory in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) / 1024;
}

export interface MemoryLevels {
  /** RSS every `sampleSeconds`, from the start of the load. */
  samples: Array<{ second: number; rssMb: number }>;
  requests: number;
  errors: number;
  non2xx: number;
  p99: number;
  /** The highest RSS of the second third of the run and of the last third. */
  middleMaxMb: number;
  lastMaxMb: number;
  levelsOff: boolean;
}

/**
 * Memory that levels off (docs/decisions/0160): `connections` clients ask `urls` distinct list URLs
 * (varied filters, searches, orders, pages, with facets) round-robin for `seconds`, while the
 * server's RSS is sampled. Every cache is bounded in bytes, so once they have filled the RSS stops
 * growing: it levels off when the last third's highest sample is within 5% (or 16 MB) of the
 * middle third's.
 */
export async function memoryLevels(options: {
  base: string;
  pid: number;
  info: GeneratedInfo;
  seconds: number;
  connections: number;
  urls?: number;
  sampleSeconds?: number;
  onSample?: (second: number, rssMb: number) => void;
}): Promise<MemoryLevels> {
  const paths = mixedWorkloadUrls(options.info, options.urls ?? 20_000, 28);
  const every = options.sampleSeconds ?? 5;
  const samples: MemoryLevels['samples'] = [];
  const started = Date.now();
  const sample = () => {
    const second = Math.round((Date.now() - started) / 1000);
    const mb = rssMb(options.pid);
    samples.push({ second, rssMb: mb });
    options.onSample?.(second, mb);
  };
  sample();
  const timer = setInterval(sample, every * 1000);
  let next = 0;
  const result = await Promise.resolve(
    autocannon({
      url: options.base + paths[0],
      connections: options.connections,
      duration: options.seconds,
      pipelining: 1,
      requests: [{ setupRequest: (req: object) => ({ ...req, path: paths[next++ % paths.length] }) }],
    }),
  ).finally(() => clearInterval(timer));
  sample();
  const maxOf = (from: number, to: number) =>
    Math.max(0, ...samples.filter((s) => s.second >= from && s.second <= to).map((s) => s.rssMb));
  const third = options.seconds / 3;
  const middleMaxMb = maxOf(third, 2 * third);
  const lastMaxMb = maxOf(2 * third + 0.001, Infinity);
  return {
    samples,
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    p99: result.latency.p99,
    middleMaxMb,
    lastMaxMb,
    levelsOff: lastMaxMb <= Math.max(middleMaxMb * 1.05, middleMaxMb + 16),
  };
}
