// Where a command's CPU goes, by kind of process (docs/testing.md, docs/decisions/268): runs the command, reads every
// process's CPU time from /proc/<pid>/stat once a second while it runs, and prints the CPU seconds each kind spent
// (Chromium by process type, the test servers, Vitest, Playwright, PostgreSQL…) and the wall time. Linux only.
//   node scripts/bench/cpu-by-process.ts -- npx playwright test
//   node scripts/bench/cpu-by-process.ts -- npm test
// A process that starts and ends between two readings is missed: the totals are a floor, close for the long-lived
// processes a test run is made of.
import { spawn } from "node:child_process";
import fs from "node:fs";

const command = process.argv.slice(process.argv.indexOf("--") + 1);
if (!process.argv.includes("--") || command.length === 0) {
  console.error("Uso: node scripts/bench/cpu-by-process.ts -- <comando> [argumentos...]");
  process.exit(2);
}
const ticksPerSecond = 100; // USER_HZ on Linux

/** What a process is, from its command line. */
function kindOf(cmdline: string): string {
  if (/chrom/.test(cmdline)) return `chromium ${/--type=([\w-]+)/.exec(cmdline)?.[1] ?? "browser"}`;
  if (/^postgres/.test(cmdline)) return "postgres";
  if (/one-process\.ts|server\/index\.ts|e2e-server\.ts|layout-servers?|start\.ts/.test(cmdline)) return "app server";
  if (/vitest/.test(cmdline)) return "vitest";
  if (/playwright/.test(cmdline)) return "playwright";
  const [exe, script] = cmdline.split(" ");
  return exe?.endsWith("node") && script ? `node ${script.split("/").pop()}` : (exe?.split("/").pop() ?? "?");
}

/** Per pid: its kind, its CPU seconds when first seen (those before the command are not counted), and the latest. */
const seen = new Map<string, { kind: string; first: number; last: number }>();
let firstReading = true;
function read() {
  for (const pid of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const cpu = (Number(fields[11]) + Number(fields[12])) / ticksPerSecond; // utime + stime
      const known = seen.get(pid);
      if (known) known.last = cpu;
      else {
        const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim();
        seen.set(pid, { kind: kindOf(cmdline), first: firstReading ? cpu : 0, last: cpu });
      }
    } catch {
      // The process ended between the listing and the read.
    }
  }
  firstReading = false;
}

read();
const started = Date.now();
const timer = setInterval(read, 1000);
const child = spawn(command[0], command.slice(1), { stdio: "inherit" });
const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
clearInterval(timer);
read();

const totals = new Map<string, number>();
for (const { kind, first, last } of seen.values()) totals.set(kind, (totals.get(kind) ?? 0) + last - first);
const rows = [...totals].filter(([, s]) => s >= 0.5).sort((a, b) => b[1] - a[1]);
const all = rows.reduce((sum, [, s]) => sum + s, 0);
console.log(`\n[cpu-by-process] ${((Date.now() - started) / 1000).toFixed(0)} s wall, ${all.toFixed(0)} s of CPU:`);
for (const [kind, s] of rows) console.log(`${s.toFixed(1).padStart(9)} s  ${kind}`);
process.exit(code ?? 1);
