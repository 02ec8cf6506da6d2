// The server as `npm start` runs it (server/index.ts: the cluster primary and WEB_CONCURRENCY workers), for the
// benchmarks. Tests start the lighter one-process server unless they pass CLUSTER_SERVER (decision 267), which would
// make WEB_CONCURRENCY do nothing here and leave a benchmark with no worker pids to read.
import { CLUSTER_SERVER, type ServerProcess, startProcess } from "../../tests/support/server-process.ts";

export const startNpmStart = (
  env: Record<string, string | undefined> = {},
  nodeArgs: string[] = [],
): Promise<ServerProcess> => startProcess(env, CLUSTER_SERVER, nodeArgs);
