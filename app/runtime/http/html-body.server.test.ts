import { describe, expect, it } from "vitest";
import { htmlBody } from "./html-body.server.ts";

/** Every chunk the body gives, as text, until it ends. */
async function chunksOf(body: ReturnType<typeof htmlBody>): Promise<string[]> {
  const out: string[] = [];
  for await (const chunk of body) out.push(Buffer.from(chunk).toString("utf8"));
  return out;
}

describe("htmlBody", () => {
  it("passes on what was written in one turn as one chunk, and a later turn's writes as the next", async () => {
    const body = htmlBody();
    const read = chunksOf(body);
    body.write("<html><body>");
    body.write(Buffer.from("<main>Año</main>"));
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    body.write("<p>tarde</p>");
    body.end("</body></html>");
    expect(await read).toEqual(["<html><body><main>Año</main>", "<p>tarde</p></body></html>"]);
  });

  it("applies a rewrite to each batch and adds what it held back at the end", async () => {
    const seen: string[] = [];
    const body = htmlBody({
      push: (chunk) => {
        seen.push(Buffer.from(chunk).toString("utf8"));
        return Buffer.from(Buffer.from(chunk).toString("utf8").toUpperCase());
      },
      end: () => Buffer.from("<!--fin-->"),
    });
    const read = chunksOf(body);
    body.write("<a>");
    body.end("<b>");
    expect((await read).join("")).toBe("<A><B><!--fin-->");
    expect(seen).toEqual(["<a><b>"]);
  });
});
