// The V8 heap sizes of the cluster workers (decisions 262, 270): a 4 MB young generation's semi-space (V8's default here is
// 16 MB) and an old generation of at most 1 GB (by default V8 sizes it from the machine's memory, up to 4 GB, and lets
// the heap grow the faster the larger that limit is). Under 30 s of uncached load a worker then ends at ~200–240 MB
// resident instead of ~450 MB. The old-generation limit is generous: a worker uses ~60 MB of it after that load, and
// an import's files and photos are buffers outside it. A flag the operator gives in NODE_OPTIONS or on the command
// line is kept, and ours is not added (docs/deploy.md).
export const WORKER_V8_FLAGS = ["--max-semi-space-size=4", "--max-old-space-size=1024"] as const;

const flagName = (flag: string) => flag.split("=")[0].replaceAll("_", "-");

/** The workers' Node options: the primary's own, then each of ours the operator has not set. */
export function workerExecArgv(execArgv: readonly string[], nodeOptions = ""): string[] {
  const given = new Set([...execArgv, ...nodeOptions.split(/\s+/)].filter(Boolean).map(flagName));
  return [...execArgv, ...WORKER_V8_FLAGS.filter((flag) => !given.has(flagName(flag)))];
}
