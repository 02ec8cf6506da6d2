import zlib from "node:zlib";
import { Suspense, use } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { deferHydration } from "./deferred-hydration.server.ts";
import { htmlStream } from "./html-stream.server.ts";

// A part of the page still being rendered (as a slow deferred loader would be): it never finishes on its own.
const never = new Promise<never>(() => {});
function StillLoading(): React.ReactNode {
  return use(never);
}

/** Starts a real React render with a pending part; resolves once the shell is out, like entry.server.tsx. */
function startRender(rewrite: boolean, cards = 0) {
  let reportAbort: (reason: unknown) => void;
  const aborted = new Promise<unknown>((resolve) => (reportAbort = resolve));
  let closed = false;
  const stream = new Promise<ReadableStream<Uint8Array>>((resolve) => {
    const { pipe } = renderToPipeableStream(
      <html lang="es-AR">
        <body>
          <h1>Casa en la sierra</h1>
          {Array.from({ length: cards }, (_, i) => `Departamento ${i}`).map((name) => (
            <p key={name}>{`${name} con balcón al frente, cochera y amenities. `.repeat(4)}</p>
          ))}
          <Suspense fallback={<p>Cargando</p>}>
            <StillLoading />
          </Suspense>
        </body>
      </html>,
      {
        onShellReady: () => {
          const options = { rewrite: rewrite ? deferHydration("n0") : undefined, onClose: () => (closed = true) };
          resolve(htmlStream(pipe, options));
        },
        // React reports the parts it abandons when its render is aborted.
        onError: (error) => reportAbort(error),
      },
    );
  });
  return { stream, aborted, closed: () => closed };
}

function within<T>(promise: Promise<T>, ms: number): Promise<T | "still running"> {
  return Promise.race([promise, new Promise<"still running">((r) => setTimeout(() => r("still running"), ms))]);
}

describe("htmlStream", () => {
  it("sends the shell React wrote in one go as one chunk (one compressor flush), and what it waits for after", async () => {
    const render = startRender(true, 300); // ~75 KB: eighteen of React's 4 KB writes
    const reader = (await render.stream).getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain("Casa en la sierra");
    expect(first).toContain("Departamento 299 con balcón");
    expect(first).toContain("Cargando");
    expect(first.length).toBeGreaterThan(70_000);
    expect(await within(reader.read(), 100)).toBe("still running"); // the pending part: nothing yet
    await reader.cancel();
  });

  it("keeps the long strings React writes as they are (an inlined style sheet) whole, accents included", async () => {
    const css = `.ficha::before{content:"Señá — ${"ñ".repeat(5000)}"}`;
    const stream = await new Promise<ReadableStream<Uint8Array>>((resolve) => {
      const { pipe } = renderToPipeableStream(
        <html lang="es-AR">
          <head>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant style sheet, as the layout inlines */}
            <style dangerouslySetInnerHTML={{ __html: css }} />
          </head>
          <body>
            <h1>Casa en la sierra</h1>
          </body>
        </html>,
        { onAllReady: () => resolve(htmlStream(pipe, { rewrite: deferHydration("n0"), onClose: () => {} })) },
      );
    });
    const html = await new Response(stream).text();
    expect(html).toContain(`<style>${css}</style>`);
    expect(html).toContain("<h1>Casa en la sierra</h1>");
  });

  for (const [name, rewrite] of [
    ["a public page (rewritten for deferred hydration)", true],
    ["a staff page", false],
  ] as const) {
    it(`stops React's render when the client leaves mid-render: ${name}`, async () => {
      const render = startRender(rewrite);
      const reader = (await render.stream).getReader();
      const first = await reader.read();
      expect(new TextDecoder().decode(first.value)).toContain("Casa en la sierra");

      await reader.cancel(); // what the Express adapter does when the response's socket closes
      const reason = await within(render.aborted, 1000);
      expect(reason).toBeInstanceOf(Error);
      expect((reason as Error).message).toMatch(/^The destination stream (closed early|errored)/);
      expect(render.closed()).toBe(true);
    });
  }
});

function LatePart({ late }: { late: Promise<string> }) {
  return <p>{use(late)}</p>;
}

/** A page whose Suspense part resolves when `reveal` is called: React flushes the shell first, the part after. */
function pageWithLatePart() {
  let reveal: (text: string) => void = () => {};
  const late = new Promise<string>((resolve) => (reveal = resolve));
  return {
    reveal: (text: string) => reveal(text),
    element: (
      <html lang="es-AR">
        <body>
          <h1>Casa en la sierra</h1>
          <Suspense fallback={<p>Cargando</p>}>
            <LatePart late={late} />
          </Suspense>
        </body>
      </html>
    ),
  };
}

function render(element: React.ReactElement, encoding?: "br" | "gzip") {
  return new Promise<ReadableStream<Uint8Array>>((resolve) => {
    const { pipe } = renderToPipeableStream(element, {
      onShellReady: () => resolve(htmlStream(pipe, { rewrite: deferHydration("n0"), onClose: () => {}, encoding })),
    });
  });
}

const decompress = (encoding: "br" | "gzip", bytes: Uint8Array) =>
  (encoding === "br" ? zlib.brotliDecompressSync(bytes) : zlib.gunzipSync(bytes)).toString("utf8");

describe("htmlStream compressing the page itself (decision 253)", () => {
  const whole = (
    <html lang="es-AR">
      <body>
        <h1>Casa en la sierra</h1>
        {Array.from({ length: 300 }, (_, i) => `Departamento ${i}`).map((name) => (
          <p key={name}>{`${name} con balcón al frente, cochera y amenities. `.repeat(4)}</p>
        ))}
      </body>
    </html>
  );

  for (const encoding of ["br", "gzip"] as const) {
    it(`sends a page React finishes at once as one ${encoding} body of the same HTML`, async () => {
      const plain = await new Response(await render(whole)).text();
      const chunks: Uint8Array[] = [];
      for await (const chunk of await render(whole, encoding)) chunks.push(chunk);
      expect(chunks).toHaveLength(1);
      expect(chunks[0].byteLength).toBeLessThan(plain.length / 5);
      expect(decompress(encoding, chunks[0])).toBe(plain);
    });

    it(`streams a page that waits on Suspense: the ${encoding} shell arrives first, the rest when it is ready`, async () => {
      const page = pageWithLatePart();
      const reader = (await render(page.element, encoding)).getReader();
      // The shell alone decompresses (the stream was flushed), before the late part exists.
      const partial = (bytes: Uint8Array) =>
        (encoding === "br" ? zlib.brotliDecompressSync : zlib.gunzipSync)(bytes, {
          finishFlush: encoding === "br" ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH,
        }).toString("utf8");
      const received: Uint8Array[] = [];
      while (!partial(Buffer.concat(received)).includes("Cargando"))
        received.push((await reader.read()).value as Uint8Array);
      expect(partial(Buffer.concat(received))).not.toContain("Tres dormitorios");
      page.reveal("Tres dormitorios y pileta");
      for (let r = await reader.read(); !r.done; r = await reader.read()) received.push(r.value);
      const html = decompress(encoding, Buffer.concat(received));
      expect(html).toContain("Casa en la sierra");
      expect(html).toContain("Tres dormitorios y pileta");
    });
  }
});
