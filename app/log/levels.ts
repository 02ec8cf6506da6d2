// LOG_LEVEL's values and default, without dependencies: the settings schema (app/runtime/process/env.server.ts) validates it, and the
// logger reads it in the cluster primary, which loads no settings schema (decision 262).

export const LOG_LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const DEFAULT_LOG_LEVEL: LogLevel = "info";

/** LOG_LEVEL as the settings read it (unset or empty: the default); a bad value gives the default too. */
export function logLevelOf(value: string | undefined): LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value ?? "") ? (value as LogLevel) : DEFAULT_LOG_LEVEL;
}
