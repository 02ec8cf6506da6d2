// The terminal's view of the log: one readable line per entry, the stack below an error's line.
import { describe, expect, it } from "vitest";
import { prettyLine } from "./pretty.server.ts";

const at = (h: number, m: number, s: number, ms: number) => new Date(2026, 0, 15, h, m, s, ms).toISOString();

describe("prettyLine", () => {
  it("a request: local time, level, message and its request id, without the fields the message says", () => {
    const json = JSON.stringify({
      level: "info",
      time: at(9, 5, 7, 42),
      pid: 123,
      requestId: "abc-12345678",
      userId: "u1",
      method: "GET",
      path: "/tipo/Venta",
      status: 200,
      durationMs: 3.4,
      msg: "GET /tipo/Venta 200 3 ms",
    });
    expect(prettyLine(json, false)).toBe(
      "09:05:07.042 INFO  GET /tipo/Venta 200 3 ms  requestId=abc-12345678 userId=u1\n",
    );
  });

  it("an error: its stack indented on the lines below", () => {
    const err = { type: "Error", message: "falló", stack: "Error: falló\n    at loader (app/x.ts:1:1)" };
    const json = JSON.stringify({ level: "error", time: at(23, 0, 0, 0), msg: "Error en GET /", err });
    expect(prettyLine(json, false)).toBe(
      "23:00:00.000 ERROR Error en GET /\n    Error: falló\n        at loader (app/x.ts:1:1)\n",
    );
  });

  it("colours the level on a terminal; passes a line that is not JSON through", () => {
    expect(prettyLine(JSON.stringify({ level: "warn", time: at(1, 2, 3, 4), msg: "ojo" }))).toContain(
      "\x1b[33mWARN \x1b[0m ojo",
    );
    expect(prettyLine("texto suelto")).toBe("texto suelto\n");
  });
});
