// Public pages paint first and hydrate after: the HTML (with its inlined CSS) and the first photo get the slow
// network to themselves, then React Router's ~118 kB gzip of JavaScript loads (docs/decisions/046).
//
// React Router's <Scripts /> writes `<link rel="modulepreload">` for every module and one
// `<script type="module" async>` that imports them and hydrates. This rewrites that HTML as it streams out:
// the preloads are dropped and the module script is parked under a type the browser does not run. A small
// inline loader starts them at the first of: the page's `load` event (+ one frame), the visitor's first
// interaction (tap, key, scroll, focus), or 4 s. Everything on a public page works before that (links, GET forms,
// photos); hydration adds the carousel, the enquiry button state, the smooth 'Ver más'. A click on a control only
// JavaScript serves (a tab, the menu button, a gallery arrow) before the page has hydrated (`<html data-hydrated>`)
// is held and replayed once it has: React would drop it, so the first click would do nothing (issue 31).
/** A rewrite of the HTML as it streams. */
export interface ChunkRewrite {
  /** The bytes to send now for this chunk; it may hold some back until the next one. */
  push(chunk: Uint8Array): Uint8Array;
  /** What it held back, rewritten, once the page is complete. */
  end(): Uint8Array;
}

export const PARKED_TYPE = "vitrina/deferred-module";

// Found in the bytes (a native search), then only the tag itself is read as text: the page (~110 KB) is never
// decoded and re-encoded as a whole (decision 196).
const PRELOAD_START = Buffer.from('<link rel="modulepreload"');
const MODULE_ATTRS = Buffer.from(' type="module" async="">');
const SCRIPT_START = Buffer.from("<script");
const BODY_END = Buffer.from("</body>");
const LT = 0x3c;
const GT = 0x3e;
const MODULE_PRELOAD = /^<link rel="modulepreload" href="([^"]+)"[^>]*\/>$/;
const MODULE_SCRIPT = /^<script( nonce="[^"]*")? type="module" async="">$/;

/** The loader, run inline: injects the preloads, then the parked module script as a real one. */
function loaderScript(hrefs: string[]): string {
  return `(function(){var h=${JSON.stringify(hrefs).replace(/</g, "\\u003c")},done=false;
function start(){if(done)return;var s=document.querySelector('script[type="${PARKED_TYPE}"]');if(!s)return;done=true;
h.forEach(function(u){var l=document.createElement("link");l.rel="modulepreload";l.href=u;
document.head.appendChild(l)});
var m=document.createElement("script");m.type="module";m.async=true;m.nonce=s.nonce;
m.textContent=s.textContent;s.replaceWith(m)}
function soon(){requestAnimationFrame(function(){setTimeout(start,0)})}
if(document.readyState==="complete")soon();else addEventListener("load",soon,{once:true});
["pointerdown","keydown","touchstart","focusin","scroll","wheel","click"].forEach(function(t){
addEventListener(t,start,{once:true,passive:true,capture:true})});
setTimeout(start,4000);
var r=document.documentElement,held=[];
addEventListener("click",function(e){if(r.hasAttribute("data-hydrated"))return;
var b=e.target.closest&&e.target.closest('button,[role=tab],[role=button]');
if(!b||b.disabled||b.href||(b.form&&b.type!=="button"))return;
e.preventDefault();e.stopImmediatePropagation();held.push(b)},true);
new MutationObserver(function(_,o){if(!r.hasAttribute("data-hydrated"))return;o.disconnect();
held.splice(0).forEach(function(b){if(b.isConnected)b.click()})}).observe(r,{attributes:true,attributeFilter:["data-hydrated"]})})();`;
}

/** A change to a chunk: bytes [start, end) replaced by `text`. */
interface Edit {
  start: number;
  end: number;
  text: string;
}

/** A Buffer over the same bytes (React's chunks are plain Uint8Arrays): for its native searches. */
const asBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const NOTHING = Buffer.alloc(0);

/**
 * Rewrites a document's HTML stream. Bytes are only rewritten up to the last complete tag of each chunk (a tag cut
 * between chunks waits for the next one), so every tag is seen whole; text between tags passes through untouched,
 * a multi-byte character cut between chunks included.
 */
export function deferHydration(nonce: string): ChunkRewrite {
  return new DeferredHydration(nonce);
}

class DeferredHydration implements ChunkRewrite {
  #nonce: string;
  #hrefs: string[] = [];
  #carry: Buffer = NOTHING;
  #parked = false;

  constructor(nonce: string) {
    this.#nonce = nonce;
  }

  push(chunk: Uint8Array): Uint8Array {
    const bytes = this.#carry.length === 0 ? asBuffer(chunk) : Buffer.concat([this.#carry, chunk]);
    const open = bytes.lastIndexOf(LT);
    const cut = open !== -1 && bytes.indexOf(GT, open) === -1 ? open : bytes.length;
    this.#carry = bytes.subarray(cut);
    return this.#rewrite(bytes.subarray(0, cut));
  }

  end(): Uint8Array {
    const rest = this.#carry;
    this.#carry = NOTHING;
    return this.#rewrite(rest);
  }

  #rewrite(bytes: Buffer): Buffer {
    const edits: Edit[] = [];
    for (let at = bytes.indexOf(PRELOAD_START); at !== -1; at = bytes.indexOf(PRELOAD_START, at + 1)) {
      const end = bytes.indexOf(GT, at) + 1;
      const href = MODULE_PRELOAD.exec(bytes.toString("utf8", at, end))?.[1];
      if (href === undefined) continue;
      this.#hrefs.push(href);
      edits.push({ start: at, end, text: "" });
    }
    // The module script and </body> come once, at the page's end: searched from there, not through the whole page
    // (HTML is dense with "<", which a forward search stops at every time; decision 230).
    const attrs = this.#parked ? -1 : bytes.lastIndexOf(MODULE_ATTRS);
    if (attrs !== -1) {
      const start = bytes.lastIndexOf(SCRIPT_START, attrs);
      const end = attrs + MODULE_ATTRS.length;
      const nonceAttr = start === -1 ? null : MODULE_SCRIPT.exec(bytes.toString("utf8", start, end));
      if (nonceAttr) {
        this.#parked = true;
        edits.push({ start, end, text: `<script${nonceAttr[1] ?? ""} type="${PARKED_TYPE}">` });
      }
    }
    const bodyEnd = bytes.lastIndexOf(BODY_END);
    if (bodyEnd !== -1) {
      const loader = `<script nonce="${this.#nonce}">${loaderScript(this.#hrefs)}</script>`;
      edits.push({ start: bodyEnd, end: bodyEnd, text: loader });
    }
    if (edits.length === 0) return bytes;
    edits.sort((a, b) => a.start - b.start);
    const parts: Buffer[] = [];
    let from = 0;
    for (const edit of edits) {
      parts.push(bytes.subarray(from, edit.start), Buffer.from(edit.text));
      from = edit.end;
    }
    parts.push(bytes.subarray(from));
    return Buffer.concat(parts);
  }
}
