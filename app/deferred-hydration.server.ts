// Public pages paint first and hydrate after: the HTML (with its inlined CSS) and the first photo get the slow
// network to themselves, then React Router's ~118 kB gzip of JavaScript loads (docs/decisions/046).
//
// React Router's <Scripts /> writes `<link rel="modulepreload">` for every module and one
// `<script type="module" async>` that imports them and hydrates. This rewrites that HTML as it streams out:
// the preloads are dropped and the module script is parked under a type the browser does not run. A small
// inline loader starts them at the first of: the page's `load` event (+ one frame), the visitor's first
// interaction (tap, key, scroll, focus), or 4 s. Everything on a public page works before that (links, GET forms,
// photos); hydration adds the carousel, the enquiry button state, the smooth 'Ver más'.
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

export const PARKED_TYPE = "vitrina/deferred-module";

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script( nonce="[^"]*")? type="module" async="">/;

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
["pointerdown","keydown","touchstart","focusin","scroll","wheel"].forEach(function(t){
addEventListener(t,start,{once:true,passive:true,capture:true})});
setTimeout(start,4000)})();`;
}

/**
 * Rewrites a document's HTML stream. Text is only rewritten up to the last complete tag of each chunk (a tag cut
 * between chunks waits for the next one), so every pattern is matched whole.
 */
export function deferHydration(nonce: string): Transform {
  const decoder = new StringDecoder("utf8");
  const hrefs: string[] = [];
  let carry = "";
  let parked = false;

  // Most chunks hold none of the three: a plain substring search skips the regular expressions (decision 114).
  const rewrite = (text: string): string => {
    let out = !text.includes('rel="modulepreload"')
      ? text
      : text.replace(MODULE_PRELOAD, (_, href: string) => {
          hrefs.push(href);
          return "";
        });
    if (!parked && out.includes('type="module"') && MODULE_SCRIPT.test(out)) {
      parked = true;
      out = out.replace(
        MODULE_SCRIPT,
        (_, nonceAttr: string | undefined) => `<script${nonceAttr ?? ""} type="${PARKED_TYPE}">`,
      );
    }
    return out.replace("</body>", () => `<script nonce="${nonce}">${loaderScript(hrefs)}</script></body>`);
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = carry + decoder.write(chunk);
      const open = text.lastIndexOf("<");
      const cut = open !== -1 && text.indexOf(">", open) === -1 ? open : text.length;
      carry = text.slice(cut);
      callback(null, rewrite(text.slice(0, cut)));
    },
    flush(callback) {
      callback(null, rewrite(carry + decoder.end()));
    },
  });
}
