import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type * as S3SdkModule from '@aws-sdk/client-s3';

/**
 * Where uploaded files live. Kept small on purpose so an S3 (or similar) implementation is a short
 * class: keys are relative names like `pictures/<uuid>/large.webp`, never user input.
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when the key does not exist. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const KEY_RE = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Files under one folder (DATA_DIR/pictures by default), never served from a public folder. */
export class DiskStorage implements Storage {
  private readonly root: string;
  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private file(key: string): string {
    if (!KEY_RE.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, body);
    await rename(temp, file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.file(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }
}

/** Where pictures go when S3_BUCKET is set (config.ts checks the settings are all there). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** For S3-compatible stores (MinIO, Cloudflare R2, ...); AWS when absent. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (MinIO wants it). */
  forcePathStyle: boolean;
  /** Tries per request, the SDK's retries included (3 by default). */
  maxAttempts?: number;
}

type S3Sdk = typeof S3SdkModule;

/**
 * Objects in an S3-compatible bucket under the same keys as on disk; the bucket should be private
 * (pictures are served only through the app's signed URLs). The SDK is loaded on first use, so a
 * server that keeps pictures on disk does not pay for it.
 */
export class S3Storage implements Storage {
  private sdk?: Promise<{ sdk: S3Sdk; client: InstanceType<S3Sdk['S3Client']> }>;
  constructor(private readonly settings: S3Settings) {}

  private key(key: string): string {
    if (!KEY_RE.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
    return key;
  }

  private client() {
    this.sdk ??= import('@aws-sdk/client-s3').then((sdk) => {
      const s = this.settings;
      const client = new sdk.S3Client({
        region: s.region,
        endpoint: s.endpoint,
        forcePathStyle: s.forcePathStyle,
        credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
        maxAttempts: s.maxAttempts,
        // Plain bodies with a Content-Length: S3-compatible stores do not all take the newer checksums.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return { sdk, client };
    });
    return this.sdk;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const Key = this.key(key);
    const { sdk, client } = await this.client();
    await client.send(
      new sdk.PutObjectCommand({ Bucket: this.settings.bucket, Key, Body: body, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    const Key = this.key(key);
    const { sdk, client } = await this.client();
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key }));
      if (!answer.Body) return Buffer.alloc(0);
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
      if (e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const Key = this.key(key);
    const { sdk, client } = await this.client();
    // S3 answers 204 whether or not the key existed.
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key }));
  }
}
