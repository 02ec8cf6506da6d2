// Photo storage in an S3-compatible bucket (AWS S3, R2, B2, MinIO…), the same keys as on disk (decision 120).
// How the disk's notions map: a PUT is atomic (no temp files), folders are the `{id}/` prefixes, touch copies the
// object onto itself with a `retirada` time in its metadata, and age counts from the later of LastModified and it.
import type { Readable } from "node:stream";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { PROCESS_OWNER } from "../runtime/process/process-owner.server.ts";
import { assertKey, type PhotoStorage } from "./storage.server.ts";

const FOLDER = /^[0-9a-f]{8}$/;
const CONTENT_TYPES: Record<string, string> = { jpeg: "image/jpeg", webp: "image/webp" };

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export function s3Client(s: S3Settings): S3Client {
  return new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: s.forcePathStyle,
    credentials:
      s.accessKeyId && s.secretAccessKey
        ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey }
        : undefined,
    // Checksums only where S3 demands them: several S3-compatible stores reject the newer default ones.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // An unreachable store fails in seconds (boot, /readyz), not after the OS's TCP timeout.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
    maxAttempts: 2,
  });
}

/** A missing object (not a missing bucket: that is an outage, thrown like any other). */
const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (e.name === "NoSuchBucket") return false;
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
};
const RETIRED = "retirada";

export function s3Storage(client: S3Client, bucket: string): PhotoStorage {
  const Bucket = bucket;
  const extension = (key: string) => key.slice(key.lastIndexOf(".") + 1);

  async function listAll(prefix: string, delimiter?: string): Promise<{ keys: string[]; prefixes: string[] }> {
    const keys: string[] = [];
    const prefixes: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: prefix, Delimiter: delimiter, ContinuationToken }),
      );
      for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
      for (const p of page.CommonPrefixes ?? []) if (p.Prefix) prefixes.push(p.Prefix);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return { keys, prefixes };
  }

  return {
    async put(key, data) {
      assertKey(key);
      const ContentType = CONTENT_TYPES[extension(key)] ?? "application/octet-stream";
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType }));
    },
    async get(key) {
      assertKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return { stream: out.Body as Readable, size: Number(out.ContentLength ?? 0) };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      assertKey(key);
      // Deleting a missing key succeeds in S3, as rm --force does on disk.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async list(propertyId) {
      if (!FOLDER.test(propertyId)) return [];
      return (await listAll(`${propertyId}/`)).keys;
    },
    async listFolders() {
      const { prefixes } = await listAll("", "/");
      return prefixes.map((p) => p.slice(0, -1)).filter((f) => FOLDER.test(f));
    },
    async age(key) {
      assertKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        // Not LastModified alone: some stores (s3rver) keep it on a copy onto itself; the metadata always changes.
        const retired = Date.parse(head.Metadata?.[RETIRED] ?? "");
        const written = head.LastModified?.getTime() ?? Date.now();
        return Date.now() - Math.max(written, Number.isNaN(retired) ? 0 : retired);
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async touch(key) {
      assertKey(key);
      // S3 has no utimes: a copy onto itself must change something, so the metadata is replaced (decision 120).
      // A missing bucket throws from the copy; a missing object (404 NoSuchKey) is a no-op, as on disk.
      try {
        await client.send(
          new CopyObjectCommand({
            Bucket,
            Key: key,
            CopySource: `${bucket}/${key}`,
            MetadataDirective: "REPLACE",
            ContentType: CONTENT_TYPES[extension(key)] ?? "application/octet-stream",
            Metadata: { [RETIRED]: new Date().toISOString() },
          }),
        );
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    },
    async removeStaleTemp() {
      // A PUT is atomic: a crash never leaves a half-written object (multipart uploads are never used).
      return 0;
    },
    async assertWritable() {
      // Outside every listing folder (the sweep never lists it); one name per process, removed at once. At the top
      // level, not under a shared prefix: s3rver removes a prefix's folder when it empties, racing another
      // instance's probe being written there (decision 121).
      const Key = `.escritura-${PROCESS_OWNER.replaceAll("|", "-")}`;
      await client.send(new PutObjectCommand({ Bucket, Key, Body: "ok" }));
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
  };
}
