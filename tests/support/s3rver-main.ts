// Child-process entry of the test S3 server (tests/support/s3rver.ts): s3rver on the given port and folder.
import S3rver from "s3rver";

const [port, directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: "127.0.0.1",
  port: Number(port),
  directory,
  silent: true,
  // Path-style only: the app is configured with S3_FORCE_PATH_STYLE=true against it.
  vhostBuckets: false,
  configureBuckets: bucket ? [{ name: bucket, configs: [] }] : [],
});
await server.run();
process.stdout.write("s3rver listo\n");
