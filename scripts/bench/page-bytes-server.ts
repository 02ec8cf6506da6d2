// The control of the cached-hit bench (scripts/bench/cached-hit-cost.ts): the home's saved bytes answered the way the
// page cache answers a hit (split at the nonce, a fresh nonce in the pieces and the policy, written corked), with
// nothing else per request: Node's http server alone (MODE=bare), or Express 5 with 8 middlewares that only call
// next(), as many as the app ran before its cache until hits were answered in front of Express (decision 269;
// MODE=express). One process. Env: PAGE_FILE, MODE, PORT.
import fs from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import express from "express";
import { freshNonce, pagePieces, splitAtNonce } from "../../server/nonce-splice.ts";

const page = fs.readFileSync(process.env.PAGE_FILE ?? "");
const nonce = /nonce="([^"]+)"/.exec(page.toString("latin1"))?.[1];
if (!nonce) throw new Error(`${process.env.PAGE_FILE}: la página no tiene nonce`);
const body = splitAtNonce(page, nonce, 1);

function answer(_req: IncomingMessage, res: ServerResponse) {
  const fresh = freshNonce();
  const pieces = pagePieces(body, fresh);
  res.setHeader("Content-Security-Policy", `script-src 'nonce-${fresh}' 'strict-dynamic'`);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader(
    "Content-Length",
    pieces.reduce((n, piece) => n + piece.length, 0),
  );
  res.cork();
  for (const piece of pieces) res.write(piece);
  res.end();
}

let handler: http.RequestListener = answer;
if (process.env.MODE === "express") {
  const app = express();
  for (let i = 0; i < 8; i++) app.use((_req, _res, next) => next());
  app.use(answer);
  handler = app;
}
http.createServer(handler).listen(Number(process.env.PORT), "127.0.0.1", () => console.log("Páginas escuchando"));
