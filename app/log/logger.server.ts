// The process's logger (pino): one JSON line per entry on stdout for journald and log tools, a readable line
// instead when stdout is a terminal; written synchronously, so nothing is lost when the process exits, and
// tagged with the request being served (docs/decisions/103).
import pino, { type Logger } from "pino";
import { singleton } from "../runtime/process/singleton.server.ts";
import { logLevelOf } from "./levels.ts";
import { prettyLine } from "./pretty.server.ts";
import { requestFields } from "./request-context.server.ts";

// process.stdout writes synchronously to files, pipes and terminals on Linux, where the server runs.
function destination(): pino.DestinationStream {
  if (!process.stdout.isTTY) return process.stdout;
  return { write: (line: string) => void process.stdout.write(prettyLine(line)) };
}

function createLogger(): Logger {
  return pino(
    {
      // A bad value logs at `info` until the boot stops on it (the settings check it).
      level: logLevelOf(process.env.LOG_LEVEL),
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: requestFields,
    },
    destination(),
  );
}

/** Use `log.info(text)`, or `log.error({ err }, text)`: the stack goes to the log, never to a visitor. */
export const log: Logger = singleton("log", createLogger);
