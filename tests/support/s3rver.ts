// A real S3-protocol server for tests (s3rver, decision 121): a child process on a free port, its objects in a
// temp folder, one bucket made at start. Tests point the app's S3_* settings (or s3Storage) at it.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, DeleteBucketCommand, type S3Client } from "@aws-sdk/client-s3";
import { s3Client } from "../../app/photos/s3-storage.server.ts";
import { freePort } from "./server-process.ts";

export interface S3Server {
  endpoint: string;
  /** What s3rver printed (an unexpected exit is written to stderr with it). */
  output(): string;
  bucket: string;
  /** The S3_* settings that point the app at this server. */
  env: Record<string, string>;
  client(): S3Client;
  /** Every object key in the bucket, read from s3rver's folder (not through the API under test). */
  objectKeys(): string[];
  /** Removes the bucket and all its objects at once, as an operator's mistake or an expired account would. */
  dropBucket(): Promise<void>;
  /** Makes the bucket again (empty). */
  createBucket(): Promise<void>;
  stop(): Promise<void>;
}

const main = path.join(import.meta.dirname, "s3rver-main.ts");

export async function startS3rver(bucket = "vitrina-fotos"): Promise<S3Server> {
  const port = await freePort();
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-s3rver-"));
  const child: ChildProcess = spawn(process.execPath, [main, String(port), directory], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const deadline = Date.now() + 20_000;
  while (!out.includes("s3rver listo")) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`s3rver did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  child.once("exit", (code, signal) => {
    if (signal !== "SIGTERM") process.stderr.write(`s3rver exited (${code ?? signal}):\n${out}\n`);
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
  };
  const client = () =>
    s3Client({
      bucket,
      endpoint,
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    });
  await client().send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    endpoint,
    output: () => out,
    bucket,
    env,
    client,
    objectKeys() {
      const root = path.join(directory, bucket);
      if (!fs.existsSync(root)) return [];
      // s3rver keeps each object as `<key>._S3rver_object` beside its metadata files.
      return (fs.readdirSync(root, { recursive: true }) as string[])
        .filter((f) => f.endsWith("._S3rver_object"))
        .map((f) => f.slice(0, -"._S3rver_object".length))
        .sort();
    },
    async dropBucket() {
      fs.rmSync(path.join(directory, bucket), { recursive: true, force: true });
      // s3rver reads buckets from its folder; the API call makes sure no cached listing survives.
      await client()
        .send(new DeleteBucketCommand({ Bucket: bucket }))
        .catch(() => {});
    },
    async createBucket() {
      await client().send(new CreateBucketCommand({ Bucket: bucket }));
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exit = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exit;
      }
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
