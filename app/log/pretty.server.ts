// What a person reads when the server runs in a terminal: each JSON log entry as one line (local time, level,
// message, the request it belongs to and any other field), and an error's stack indented below it.
const COLOURS: Record<string, number> = { trace: 90, debug: 90, info: 32, warn: 33, error: 31, fatal: 35 };
// Already in the message (the request line says "GET /x 200 3 ms") or not worth a terminal's width.
const SHOWN_ELSEWHERE = new Set(["time", "level", "msg", "pid", "err", "method", "path", "status", "durationMs"]);

const twoDigits = (n: number) => String(n).padStart(2, "0");

function clock(iso: unknown): string {
  const d = new Date(typeof iso === "string" ? iso : Date.now());
  const ms = String(d.getMilliseconds()).padStart(3, "0");
  return `${twoDigits(d.getHours())}:${twoDigits(d.getMinutes())}:${twoDigits(d.getSeconds())}.${ms}`;
}

/** One log entry (a JSON line, as pino writes it) as the text a terminal shows, newline included. */
export function prettyLine(json: string, colour = true): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json);
  } catch {
    return json.endsWith("\n") ? json : `${json}\n`;
  }
  const paint = (code: number | undefined, text: string) => (colour && code ? `\x1b[${code}m${text}\x1b[0m` : text);
  const level = String(entry.level ?? "");
  const fields = Object.entries(entry)
    .filter(([key]) => !SHOWN_ELSEWHERE.has(key))
    .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`);
  const label = paint(COLOURS[level], level.toUpperCase().padEnd(5));
  let text = `${paint(90, clock(entry.time))} ${label} ${entry.msg ?? ""}`;
  if (fields.length) text += `  ${paint(90, fields.join(" "))}`;
  const err = entry.err as { stack?: string; message?: string } | undefined;
  if (err) {
    const detail = err.stack ?? err.message ?? JSON.stringify(err);
    text += `\n${detail.replace(/^/gm, "    ")}`;
  }
  return `${text}\n`;
}
