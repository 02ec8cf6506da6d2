// The control of the uncached-render bench (decision 243): a server that does what the site does per request as
// far as the machine can tell (the same CPU time, the same bytes) and nothing else: no allocation, so no collector;
// answered strictly in arrival order, one at a time, so every request waits exactly for those before it. Its
// latency under the same load is the best this machine gives at that cost per request, whatever else runs on it.
// Env: IDEAL_CPU_MS, IDEAL_BODY_BYTES, WEB_CONCURRENCY, PORT, HOST.
import cluster from "node:cluster";
import http, { type ServerResponse } from "node:http";

const cpuMs = Number(process.env.IDEAL_CPU_MS ?? 3);
const body = Buffer.alloc(Number(process.env.IDEAL_BODY_BYTES ?? 100_000), "a");
const workers = Number(process.env.WEB_CONCURRENCY ?? 1);

if (cluster.isPrimary) {
  let ready = 0;
  for (let i = 0; i < workers; i++)
    cluster.fork().once("listening", () => {
      if (++ready === workers) console.log("Servidor ideal escuchando");
    });
} else {
  const queue: ServerResponse[] = [];
  let scheduled = false;
  const next = () => {
    const res = queue.shift();
    if (!res) {
      scheduled = false;
      return;
    }
    const until = performance.now() + cpuMs;
    while (performance.now() < until); // the render's CPU time, spent without allocating
    res.end(body);
    setImmediate(next); // Node reads what arrived meanwhile, then the next in line
  };
  http
    .createServer((_req, res) => {
      queue.push(res);
      if (!scheduled) {
        scheduled = true;
        setImmediate(next);
      }
    })
    .listen(Number(process.env.PORT), process.env.HOST ?? "127.0.0.1");
}
