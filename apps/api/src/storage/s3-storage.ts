import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  assertSafeKey,
  type ByteRange,
  contentTypeOfKey,
  IMAGE_CACHE_CONTROL,
  type ImageStorage,
  RangeNotSatisfiable,
  type SignedUrl,
  type StoredEntry,
  type StoredObject,
} from './storage.ts';

export interface S3Settings {
  bucket: string;
  /** Prepended to every key, without a leading or trailing slash; '' for the bucket's root. */
  prefix: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, Ceph); undefined for AWS itself. */
  endpoint: string | undefined;
  /** Bucket in the path rather than the host name; what most S3-compatible services want. */
  forcePathStyle: boolean;
  /** Explicit keys; undefined lets the SDK find them (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, profiles, roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** A signed URL is made once per window and stays valid a window past it, so browsers can cache it. */
const SIGN_WINDOW_S = 5 * 60;
const SIGN_VALID_S = 3 * SIGN_WINDOW_S;

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException
    ? error.$metadata.httpStatusCode
    : (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;

/**
 * Images in an S3-compatible bucket (docs/decisions/0090). Each object carries the content type
 * and cache header the API would send, so a client sent to a signed URL sees the same answer.
 */
export class S3ImageStorage implements ImageStorage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Checksums only where S3 demands them: several S3-compatible services refuse the newer trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(key: string) {
    return this.settings.prefix ? `${this.settings.prefix}/${key}` : key;
  }

  async put(key: string, data: Buffer) {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.objectKey(key),
        Body: data,
        ContentLength: data.length,
        ContentType: contentTypeOfKey(key) ?? 'application/octet-stream',
        CacheControl: IMAGE_CACHE_CONTROL,
      }),
    );
  }

  async read(key: string, range?: ByteRange): Promise<StoredObject | null> {
    assertSafeKey(key);
    try {
      const out = await this.client.send(
        new GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.objectKey(key),
          Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
        }),
      );
      const size = out.ContentLength ?? 0;
      const stream = out.Body as Readable;
      const match = range && out.ContentRange ? /^bytes (\d+)-(\d+)\/(\d+)$/.exec(out.ContentRange) : null;
      if (!match) return { stream, size, totalSize: size };
      return {
        stream,
        size,
        totalSize: Number(match[3]),
        range: { start: Number(match[1]), end: Number(match[2]) },
      };
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) return null;
      if (status === 416) throw new RangeNotSatisfiable(await this.sizeOf(key));
      throw error;
    }
  }

  private async sizeOf(key: string): Promise<number> {
    const head = await this.client.send(
      new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
    );
    return head.ContentLength ?? 0;
  }

  async delete(key: string) {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
  }

  async list(): Promise<StoredEntry[]> {
    const entries: StoredEntry[] = [];
    const prefix = this.settings.prefix ? `${this.settings.prefix}/` : '';
    // The first listing call (with a marker: the last key seen) rather than ListObjectsV2's
    // continuation tokens: every S3-compatible service answers it, and the test server's
    // tokens do not work on current Node (docs/decisions/0090).
    let after: string | undefined;
    for (;;) {
      const page = await this.client.send(
        new ListObjectsCommand({ Bucket: this.settings.bucket, Prefix: prefix || undefined, Marker: after }),
      );
      const contents = page.Contents ?? [];
      for (const object of contents) {
        const key = object.Key?.slice(prefix.length);
        // Only our own flat keys: anything in a deeper "folder" belongs to someone else.
        if (key && !key.includes('/'))
          entries.push({ key, modifiedAt: object.LastModified ?? new Date(0), size: object.Size ?? 0 });
      }
      if (!page.IsTruncated || contents.length === 0) break;
      after = contents[contents.length - 1]!.Key;
    }
    return entries;
  }

  async signedUrl(key: string, contentType: string): Promise<SignedUrl> {
    assertSafeKey(key);
    const nowS = Math.floor(Date.now() / 1000);
    const windowStartS = nowS - (nowS % SIGN_WINDOW_S);
    const command = new GetObjectCommand({
      Bucket: this.settings.bucket,
      Key: this.objectKey(key),
      ResponseCacheControl: IMAGE_CACHE_CONTROL,
      ResponseContentType: contentType,
    });
    const url = await getSignedUrl(this.client, command, {
      expiresIn: SIGN_VALID_S,
      signingDate: new Date(windowStartS * 1000),
    });
    return { url, reusableFor: windowStartS + SIGN_WINDOW_S - nowS };
  }

  close() {
    this.client.destroy();
  }
}

const S3_URL_PARAMS = ['endpoint', 'region', 'path_style'];

/** Reads `s3://bucket/prefix?endpoint=…&region=…&path_style=1` (docs/decisions/0090). */
export function parseS3Url(raw: string): Omit<S3Settings, 'credentials'> {
  const url = new URL(raw);
  if (url.protocol !== 's3:' || !url.hostname) throw new Error('must look like s3://bucket/prefix');
  const unknown = [...url.searchParams.keys()].filter((k) => !S3_URL_PARAMS.includes(k));
  if (unknown.length > 0) throw new Error(`unknown setting ${unknown.join(', ')}; known: ${S3_URL_PARAMS.join(', ')}`);
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]+/.test(endpoint)) throw new Error('endpoint must be an http(s) URL');
  const style = url.searchParams.get('path_style');
  if (style !== null && !['0', '1'].includes(style)) throw new Error('path_style must be 0 or 1');
  return {
    bucket: url.hostname,
    prefix: decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, ''),
    region: url.searchParams.get('region') ?? 'us-east-1',
    endpoint,
    forcePathStyle: style === null ? endpoint !== undefined : style === '1',
  };
}
