// A stand-in for the map tile server (MAP_TILES_URL) in the browser suite: answers every /{z}/{x}/{y}.png with a
// tiny PNG and remembers the paths asked, which GET /pedidos returns as JSON (tests assert on them).
import http from "node:http";

const port = Number(process.env.TILES_PORT);
if (!port) throw new Error("TILES_PORT no está definido (lo define playwright.config.ts)");

// A 1×1 grey PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==",
  "base64",
);
const TILE = /^\/\d+\/\d+\/\d+\.png$/;
const seen: string[] = [];

http
  .createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://stub").pathname;
    if (path === "/pedidos") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(seen));
      return;
    }
    if (req.method === "GET" && TILE.test(path)) {
      seen.push(path);
      res.writeHead(200, { "content-type": "image/png", "access-control-allow-origin": "*" });
      res.end(PNG);
      return;
    }
    res.writeHead(404).end();
  })
  .listen(port, "127.0.0.1", () => console.log(`Teselas de prueba en http://127.0.0.1:${port}`));
