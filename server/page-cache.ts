// The page cache (decision 111): anonymous GET/HEAD of public pages answered from memory, with gzip and brotli
// bodies made once, and 304s for a validator every process shares (decision 113). Keyed by the site version read
// once per request (decision 110), so a change is seen at once by every process and instance. A request with
// anything that looks like the session cookie, parsed as Better Auth parses it (app/auth/session-cookie.ts), never
// reads or fills it, and an answer marked private or no-store is never stored.
//
// Hits and revalidations are answered in front of Express (decision 269): the request gets its id, log line and
// baseline headers from the same functions the Express middleware uses, and nothing else runs. A miss goes on to
// Express, where `fill` (after the compression middleware) lets the app render it once into the cache.
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { POOL_SEED_HEADER } from "../app/properties/order-seed.ts";
import { chooseEncoding, type Encoding } from "../app/runtime/http/accepted-encoding.ts";
import { carriesSessionCookie } from "../app/auth/session-cookie.ts";
import { ANONYMOUS, cacheControlFor } from "./cache-policy.ts";
import { pageKey } from "./page-cache-key.ts";
import { type CachedPage, pageStore } from "./page-store.ts";
import { freshNonce, gzipPieces, pagePieces, policyNonce, splitAtNonce } from "./nonce-splice.ts";
import { matchingSeed, pageTag } from "./page-validator.ts";
import { routerPath } from "./security.ts";
import { type SeedPoolOptions, seedPool, visitSeedPool } from "../app/properties/seed-pool.server.ts";

export interface PageCacheOptions {
  /** The site version (app/cache/site-version.server.ts through the server build); a failure skips the cache. */
  siteVersion(): Promise<number>;
  /** The server build's identity (its assets manifest version), part of every validator. */
  build: string;
  maxBytes: number;
  sessionCookie: string;
  /** The featured-order pool (app/properties/seed-pool.server.ts): the process's own; tests set their clock. */
  seeds?: SeedPoolOptions;
}

export interface PageCache {
  /**
   * Answers a hit or a revalidation from memory, after `begin` (the request's id, log line and baseline headers):
   * true when it did. False for every other request, which the app then serves; a GET that may be stored is marked
   * for `fill`. Plain `false`, at once, for what the cache never answers (other methods, signed-in staff, other paths).
   */
  answer(req: IncomingMessage, res: ServerResponse, begin: () => void): false | Promise<boolean>;
  /** Express middleware, after compression: renders a marked miss once into the cache and answers from it. */
  fill(req: Request, res: Response, next: NextFunction): Promise<void>;
}

// Levels chosen by measurement on the 92 KB home page (decision 111): gzip 9 costs ~2 ms (6: same size); brotli 5
// gives 15.9 KB in ~3 ms where 9 takes ~60 ms for 1% less and 11 ~450 ms for 9% less, and a change re-makes them all.
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const GZIP = { level: 9 };
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/** Headers that belong to one answer, not to the page: never stored, never replayed. */
const PER_ANSWER = new Set([
  "x-request-id",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "etag",
  "vary",
  "date",
  "connection",
  "keep-alive",
  "cache-control",
]);

/** What `answer` found for a miss the app is to render into the cache. */
interface Miss {
  version: number;
  key: string;
  encoding: Encoding;
  tag: string;
}
const MISS = Symbol("page-cache-miss");
type Marked = IncomingMessage & { [MISS]?: Miss };

export function pageCache(options: PageCacheOptions): PageCache {
  const store = pageStore(options.maxBytes);
  const pool = options.seeds ? seedPool(options.seeds) : visitSeedPool();
  // One render per key at a time: the requests that arrive meanwhile wait for it (after a change, say).
  const rendering = new Map<string, Promise<CachedPage | null>>();

  const answer = (req: Marked, res: ServerResponse, begin: () => void): false | Promise<boolean> => {
    delete req.headers[POOL_SEED_HEADER];
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    if (carriesSessionCookie(req.headers.cookie, options.sessionCookie)) return false;
    const url = req.url ?? "";
    const q = url.indexOf("?");
    const found = q < 0 ? pageKey(url, "") : pageKey(url.slice(0, q), url.slice(q));
    // Express refuses a path the router would read differently (server/security.ts): such a request is its.
    if (!found || routerPath(url) === null) return false;
    return options.siteVersion().then(
      (version) => {
        const page = { build: options.build, version, key: found.key };
        // A revalidation is answered before any lookup or render: the tag alone says the client has this page.
        const kept = matchingSeed(header(req, "if-none-match"), page, found.needsSeed);
        if (kept !== null) {
          const seed = found.needsSeed ? kept || pool.pick() : "";
          const stored = store.get(version, seed ? `${found.key}#${seed}` : found.key);
          begin();
          notModified(res, pageTag({ ...page, seed }), stored);
          return true;
        }
        const seed = found.needsSeed ? pool.pick() : "";
        if (seed) req.headers[POOL_SEED_HEADER] = seed;
        const key = seed ? `${found.key}#${seed}` : found.key;
        const tag = pageTag({ ...page, seed });
        const encoding = chooseEncoding(header(req, "accept-encoding"));
        const hit = store.get(version, key);
        if (hit) {
          begin();
          send(req, res, hit, encoding, tag);
          return true;
        }
        if (req.method === "GET") req[MISS] = { version, key, encoding, tag };
        return false;
      },
      () => false, // the page itself reports the outage (503)
    );
  };

  const fill = async (req: Request, res: Response, next: NextFunction) => {
    const miss = (req as Marked)[MISS];
    if (!miss) return next();
    const { version, key, encoding, tag } = miss;
    const flight = `${version}\n${key}`;
    const pending = rendering.get(flight);
    if (pending) {
      const done = await pending;
      return done ? send(req, res, done, encoding, tag) : next();
    }
    const render = renderOnce(req, res, next, encoding, tag);
    rendering.set(flight, render);
    try {
      const done = await render;
      if (done) store.put(version, key, done);
    } finally {
      rendering.delete(flight);
    }
  };

  return { answer, fill };
}

/**
 * The server's request listener: the page cache answers what it can, the app the rest. `failed` is told of an
 * error in answering (none is expected): the app then answers, unless the answer had begun.
 */
export function inFrontOf(
  cache: PageCache,
  app: RequestListener,
  begin: RequestListener,
  failed: (err: unknown) => void,
) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const answered = cache.answer(req, res, () => begin(req, res));
    if (answered === false) return void app(req, res);
    answered.then(
      (done) => {
        if (!done) app(req, res);
      },
      (err) => {
        failed(err);
        if (res.headersSent) res.destroy();
        else app(req, res);
      },
    );
  };
}

/** A request header as one string (Node joins repeated ones, but types allow an array). */
function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/**
 * Lets the app render the page into memory, then answers this request: from the new cache entry when the answer
 * may be shared, as rendered otherwise. Resolves to the entry, or null. Runs after the compression middleware,
 * whose writer it puts back before answering: compression passes an answer with Content-Encoding through, and
 * compresses an answer that is not stored as it would have anyway.
 */
function renderOnce(
  req: Request,
  res: Response,
  next: NextFunction,
  encoding: Encoding,
  tag: string,
): Promise<CachedPage | null> {
  return new Promise((resolve) => {
    const write = res.write;
    const end = res.end;
    const chunks: Buffer[] = [];
    const take = (chunk: unknown, enc?: unknown) => {
      if (chunk == null || typeof chunk === "function") return;
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, enc as BufferEncoding));
    };
    const callback = (...args: unknown[]) => args.find((a) => typeof a === "function") as (() => void) | undefined;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      take(chunk, rest[0]);
      callback(...rest)?.();
      return true;
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      take(chunk, rest[0]);
      res.write = write;
      res.end = end;
      req.headers["accept-encoding"] = accepted;
      finish(Buffer.concat(chunks)).then(resolve, () => resolve(null));
      callback(...rest)?.();
      return res;
    }) as typeof res.end;
    res.once("close", () => resolve(null));

    const finish = async (body: Buffer): Promise<CachedPage | null> => {
      const type = String(res.getHeader("content-type") ?? "");
      const shareable =
        res.statusCode === 200 &&
        !res.hasHeader("set-cookie") &&
        !/private|no-store/i.test(String(res.getHeader("cache-control") ?? "")) &&
        /^(text\/html|application\/xml|text\/x-script)/.test(type);
      if (!shareable) {
        if (!res.writableEnded && !res.destroyed) res.end(body);
        return null;
      }
      const page = await makePage(res, body);
      send(req, res, page, encoding, tag);
      return page;
    };
    // The page renders uncompressed (the compression middleware sees `identity`): the cache makes its bodies from it.
    // An answer that is not stored is compressed as usual, under the request's own header again.
    const accepted = req.headers["accept-encoding"];
    req.headers["accept-encoding"] = "identity";
    next();
  });
}

async function makePage(res: Response, identity: Buffer): Promise<CachedPage> {
  const headers: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || PER_ANSWER.has(name)) continue;
    headers.push([name, Array.isArray(value) ? value.join(", ") : String(value)]);
  }
  // What the cache policy (server/cache-policy.ts) gives the page anonymously: a hit is answered outside Express.
  const routeSet = res.getHeader("cache-control");
  headers.push([
    "cache-control",
    cacheControlFor({
      routeSet: routeSet === undefined ? undefined : String(routeSet),
      setsCookie: false,
      signedIn: false,
    }),
  ]);
  // A document's CSP nonce must differ per answer (issue 32, item 8): kept as parts around it, gzip only, since
  // brotli cannot be joined without compressing again (server/nonce-splice.ts).
  const policy = headers.find(([name]) => name === "content-security-policy")?.[1];
  const nonce = policy ? policyNonce(policy) : null;
  if (nonce && identity.includes(nonce)) {
    const nonced = { nonce, ...splitAtNonce(identity, nonce, GZIP.level) };
    return { status: res.statusCode, headers, bodies: { identity, gzip: EMPTY, br: EMPTY }, nonced };
  }
  const [gz, br] = await Promise.all([gzip(identity, GZIP), brotli(identity, BROTLI)]);
  return {
    status: res.statusCode,
    headers,
    bodies: { identity, gzip: gz, br },
  };
}

const EMPTY = Buffer.alloc(0);

/**
 * 304 with the validator, Vary and the page's Cache-Control when this process has it (else the anonymous default,
 * server/cache-policy.ts). No other header of the render: a cache merges a 304's headers into the copy it keeps,
 * and another render's Content-Security-Policy nonce would not match the body the client holds.
 */
function notModified(res: ServerResponse, tag: string, stored: CachedPage | undefined) {
  const cacheControl = stored?.headers.find(([name]) => name === "cache-control");
  res.setHeader("Cache-Control", cacheControl ? cacheControl[1] : ANONYMOUS);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", tag);
  res.statusCode = 304;
  res.end();
}

function send(req: IncomingMessage, res: ServerResponse, page: CachedPage, encoding: Encoding, tag: string) {
  if (res.writableEnded || res.destroyed) return;
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("Vary", "Accept-Encoding");
  // Weak and the same for every encoding: the bodies are the same page (decision 113), whatever its nonce.
  res.setHeader("ETag", tag);
  let body: Buffer[];
  if (page.nonced) {
    const nonce = freshNonce();
    const policy = String(res.getHeader("content-security-policy"));
    res.setHeader("Content-Security-Policy", policy.replace(`'nonce-${page.nonced.nonce}'`, `'nonce-${nonce}'`));
    if (encoding === "br") encoding = chooseEncoding(header(req, "accept-encoding"), ["gzip"]);
    body = encoding === "gzip" ? gzipPieces(page.nonced, nonce) : pagePieces(page.nonced, nonce);
  } else body = [page.bodies[encoding]];
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader(
    "Content-Length",
    body.reduce((n, piece) => n + piece.length, 0),
  );
  res.statusCode = page.status;
  if (req.method === "HEAD") return void res.end();
  // The pieces go out as they are, with the headers, in one write to the socket (end() uncorks): no copy of the page.
  res.cork();
  for (const piece of body) res.write(piece);
  res.end();
}
