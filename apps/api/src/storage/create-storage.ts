import { LocalImageStorage } from './local-storage.ts';
import { parseS3Url, S3ImageStorage } from './s3-storage.ts';
import type { ImageStorage } from './storage.ts';

/** The storage the configuration names: a bucket when STORAGE_URL is set, else the local folder. */
export function createStorage(config: { storageUrl: string | undefined; uploadDir: string }): ImageStorage {
  return config.storageUrl
    ? new S3ImageStorage(parseS3Url(config.storageUrl))
    : new LocalImageStorage(config.uploadDir);
}
