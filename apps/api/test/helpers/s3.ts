import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/storage/s3-storage.ts';
import { afterAll, beforeAll } from 'vitest';
import { type DbKind, testDatabases, useTestApp } from './test-app.ts';

/** s3rver's fixed keys: it checks every request's signature against them. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3 {
  endpoint: string;
  /** A storage URL for `bucket` with `prefix`, as STORAGE_URL takes it. */
  storageUrl(bucket: string, prefix?: string): string;
  settings(bucket: string, prefix?: string): S3Settings;
  /** Environment for a server process that should reach this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * An S3-protocol server on loopback (s3rver, in this process, objects in a temporary folder),
 * with the named buckets made. It checks signatures like S3 does, so a wrong key is refused.
 */
export async function startTestS3(buckets: string[]): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'catalog-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const { port } = (await server.run()) as AddressInfo;
  // An app built from STORAGE_URL finds its keys the way a server does: in the environment.
  Object.assign(process.env, {
    AWS_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = (bucket: string, prefix = ''): S3Settings => ({
    bucket,
    prefix,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: S3_TEST_CREDENTIALS,
  });
  return {
    endpoint,
    storageUrl: (bucket, prefix = '') =>
      `s3://${bucket}/${prefix}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1`,
    settings,
    env: {
      AWS_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Each test database with each storage: the local folder and an S3 bucket (docs/decisions/0090). */
export const storageCases = testDatabases.flatMap((kind) => [
  { kind, storage: 'local folder' },
  { kind, storage: 'S3 bucket' },
]);

/**
 * The test app of one of `storageCases` for a describe block: in an S3 bucket `bucket` under
 * `prefix` on a loopback server started before it, or in the local folder. `s3()` is that server,
 * undefined for the local folder; both are closed after the block.
 */
export function useStorageCaseApp(
  { kind, storage }: { kind: DbKind; storage: string },
  bucket: string,
  prefix: string,
) {
  let s3: TestS3 | undefined;
  beforeAll(async () => {
    if (storage === 'S3 bucket') s3 = await startTestS3([bucket]);
  });
  afterAll(() => s3?.close());
  const t = useTestApp(kind, () => (s3 ? { storageUrl: s3.storageUrl(bucket, prefix) } : {}));
  return { t, s3: () => s3 };
}
