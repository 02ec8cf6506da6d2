// Child-process entry of the test S3 server (tests/support/s3rver.ts): s3rver on the given port and folder.
import http from "node:http";
import S3rver from "s3rver";

const [port, directory] = process.argv.slice(2);
// Path-style only: the app is configured with S3_FORCE_PATH_STYLE=true against it.
const s3rver = new S3rver({ directory, silent: true, vhostBuckets: false });
// s3rver's documented request handler on our own server, so that the server never closes an idle kept-alive
// connection first: Node's 5 s default raced the SDK's reuse of such a connection on a busy machine, and the
// request failed with "socket hang up" (ECONNRESET) twice in a row (CI of stop 40). Clients close their own.
// (README: "s3rver.callback() ⇒ function (req, res)"; its type definitions leave the method out.)
const handler = (s3rver as unknown as { callback(): http.RequestListener }).callback();
const server = http.createServer({ keepAliveTimeout: 10 * 60_000 }, handler);
server.listen(Number(port), "127.0.0.1", () => process.stdout.write("s3rver listo\n"));
