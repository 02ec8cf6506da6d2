// What the browser suite checks about where things are on a page (issue 31, docs/testing.md): the page starts at
// the window's top edge, nothing makes it scroll sideways, every visible control is the top element at its own
// centre once scrolled into view and shows its words whole, and nothing was logged as an error (hydration
// warnings included). Each problem is one readable line naming the element (tag, text, selector) and what is
// wrong or what covers it.
import type { ConsoleMessage, Page } from "@playwright/test";

/** The controls a visitor points at: links, buttons, fields, disclosure summaries and table headers. */
export const CONTROLS = "a[href], button, input:not([type=hidden]), select, textarea, summary, th";
/** Problems listed per check at most; the rest are counted ("… and 12 more"). */
const MAX_LISTED = 12;

/** Console errors, uncaught page errors and hydration warnings, from the moment it is called. */
export function watchConsole(page: Page): () => string[] {
  const seen: string[] = [];
  const hydration = /hydrat|did not match|Minified React error #(418|423|425)/i;
  page.on("console", (msg: ConsoleMessage) => {
    const kind = msg.type();
    if (kind === "error" || (kind === "warning" && hydration.test(msg.text()))) {
      seen.push(`console ${kind}: ${msg.text().slice(0, 300)} (${msg.location().url})`);
    }
  });
  page.on("pageerror", (err) => seen.push(`page error: ${err.message.slice(0, 300)}`));
  return () => [...seen];
}

/**
 * Runs the layout checks on the loaded (hydrated) page and returns one line per problem, empty when the
 * page is right. It scrolls the page (and every scrolling box) as it goes and leaves it back at the top.
 */
export async function checkLayout(page: Page): Promise<string[]> {
  const problems = await page.evaluate(inPageChecks, { controls: CONTROLS, maxListed: MAX_LISTED });
  // Scrolling back to the top: a sticky header redraws on the next frame.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return problems;
}

/**
 * Loads every image of the page, lazy ones included, and waits for them: a full-page screenshot must not depend on
 * which lazy images happened to start loading (a card's photo, drawn grey in one run and whole in the next).
 */
export async function imagesLoaded(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const img of document.images) if (img.loading === "lazy") img.loading = "eager";
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
}

// Runs inside the page: self-contained (Playwright serialises it), no imports.
async function inPageChecks({ controls, maxListed }: { controls: string; maxListed: number }): Promise<string[]> {
  const problems: string[] = [];
  const px = (n: number) => Math.round(n);

  const selector = (el: Element): string => {
    const parts: string[] = [];
    for (let e: Element | null = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
      const tag = e.tagName.toLowerCase();
      // getAttribute: a form's `id` property is its field named "id", when it has one.
      const id = e.getAttribute("id");
      if (id) {
        parts.unshift(`${tag}#${CSS.escape(id)}`);
        break;
      }
      const attr = ["data-testid", "name", "aria-label", "href", "type"].find((a) => e?.hasAttribute(a));
      if (attr) parts.unshift(`${tag}[${attr}="${(e.getAttribute(attr) ?? "").slice(0, 40)}"]`);
      else {
        const classes = [...e.classList].slice(0, 2).map((c) => `.${CSS.escape(c)}`);
        parts.unshift(`${tag}${classes.join("")}`);
      }
    }
    return parts.join(" > ");
  };
  /** The element's words, one space between the texts of its parts ('Home Ventas', not 'HomeVentas'). */
  const words = (el: Element) => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n && parts.length < 20; n = walker.nextNode()) parts.push(n.nodeValue ?? "");
    return parts.join(" ");
  };
  const text = (el: Element): string => {
    const field = el as HTMLInputElement;
    const raw =
      (el instanceof HTMLSelectElement ? el.selectedOptions[0]?.text : "") ||
      el.getAttribute("aria-label") ||
      words(el).trim() ||
      el.getAttribute("title") ||
      field.placeholder ||
      (typeof field.value === "string" ? field.value : "") ||
      el.querySelector("img[alt]")?.getAttribute("alt") ||
      "";
    return raw.replace(/\s+/g, " ").trim().slice(0, 40);
  };
  const named = (el: Element): string => {
    const t = text(el);
    return `<${el.tagName.toLowerCase()}>${t ? ` "${t}"` : ""} (${selector(el)})`;
  };
  /** What covers a control: the control the hit is part of (or the hit), and the positioned box it sits in. */
  const namedCover = (target: Element): string => {
    const hit = target.closest(controls) ?? target;
    let box: Element | null = hit;
    while (box && box !== document.body && getComputedStyle(box).position === "static") box = box.parentElement;
    const where =
      box && box !== hit && box !== document.body ? ` inside ${getComputedStyle(box).position} ${named(box)}` : "";
    return `${named(hit)}${where}`;
  };
  const listed = (lines: string[]) =>
    lines.length > maxListed ? [...lines.slice(0, maxListed), `… and ${lines.length - maxListed} more`] : lines;

  // 1. The page starts at the window's top edge: its header, and its first block in the flow.
  window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  const meantHidden = (e: Element) =>
    ["SCRIPT", "STYLE", "LINK", "TEMPLATE", "NOSCRIPT", "META"].includes(e.tagName) ||
    e.hasAttribute("hidden") ||
    e.getAttribute("display") === "none";
  const laidOut = (e: Element) => e.getClientRects().length > 0;
  // The page's header, not a section's: a <header> inside main, article, section, aside or nav heads only that part.
  const header = [...document.querySelectorAll("header")].find(
    (h) => !h.parentElement?.closest("main, article, section, aside, nav") && h.checkVisibility() && laidOut(h),
  );
  const firstBlock = [...document.body.children].find((e) => {
    if (meantHidden(e) || !laidOut(e)) return false;
    const position = getComputedStyle(e).position;
    return position !== "fixed" && position !== "absolute";
  });
  for (const [what, el] of [
    ["the header", header],
    ["the page's first block", firstBlock],
  ] as const) {
    if (!el) continue;
    const top = el.getBoundingClientRect().top;
    if (Math.abs(top) <= 0.5) continue;
    const above = [...document.body.children]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return e !== el && laidOut(e) && r.height > 0 && r.bottom <= top + 0.5;
      })
      .map((e) => {
        const r = e.getBoundingClientRect();
        const hidden = meantHidden(e) ? ", meant hidden but drawn" : "";
        return `${named(e)} ${px(r.width)}×${px(r.height)} at y=${px(r.top)}${hidden}`;
      });
    problems.push(
      `top: ${what} ${named(el)} starts at y=${px(top)}, not 0${above.length ? `; above it: ${above.join("; ")}` : ""}`,
    );
  }
  if (!header && !firstBlock) problems.push("top: the page has no header and no block in the flow");

  // 2. No sideways scroll: name the outermost boxes that stick out of the window.
  const width = window.innerWidth;
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > width) {
    const clipsX = (e: Element) => getComputedStyle(e).overflowX !== "visible";
    const outside = (e: Element) => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && (r.right > width + 0.5 || r.left < -0.5);
    };
    const culprits = [...document.body.querySelectorAll("*")].filter((e) => {
      if (!outside(e)) return false;
      for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
        if (clipsX(a) || outside(a)) return false;
      }
      return true;
    });
    const lines = culprits.map((e) => {
      const r = e.getBoundingClientRect();
      return `${named(e)} spans x=${px(r.left)}…${px(r.right)}`;
    });
    problems.push(
      `sideways scroll: the page is ${scrollWidth} px wide in a ${width} px window` +
        (lines.length ? `; sticking out: ${listed(lines).join("; ")}` : ""),
    );
  }

  // 3. Every visible control is the top element at its own centre once scrolled into view.
  /** The part of the element not clipped by a scrolling or clipping box around it; null when nothing shows. */
  // Clipped to nothing: Tailwind's sr-only (clip-path: inset(50%)) and the older clip: rect(0 0 0 0).
  const clippedAway = (style: CSSStyleDeclaration) =>
    /^inset\(50%/.test(style.clipPath) || /^rect\(0px,? 0px,? 0px,? 0px\)$/.test(style.clip);
  const shownRect = (el: Element) => {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return null;
    if (clippedAway(getComputedStyle(el))) return null;
    let { left, top, right, bottom } = el.getBoundingClientRect();
    for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (clippedAway(style)) return null;
      const r = a.getBoundingClientRect();
      if (style.overflowX !== "visible") [left, right] = [Math.max(left, r.left), Math.min(right, r.right)];
      if (style.overflowY !== "visible") [top, bottom] = [Math.max(top, r.top), Math.min(bottom, r.bottom)];
      if (style.position === "fixed") break;
    }
    return right - left >= 2 && bottom - top >= 2 ? { left, top, right, bottom } : null;
  };
  // Scrolling boxes (a wide table, a carousel) are put back where they were once the controls are checked.
  const scrolled = new Map<Element, [number, number]>();
  for (const e of document.body.querySelectorAll("*")) {
    if (e.scrollLeft || e.scrollTop) scrolled.set(e, [e.scrollLeft, e.scrollTop]);
  }
  const covered: string[] = [];
  for (const el of document.querySelectorAll(controls)) {
    if (!shownRect(el)) continue;
    // As a visitor scrolling down first sees it whole: at the window's bottom edge (above any scroll-padding-bottom),
    // where floating buttons are; one taller than half the window is centred instead.
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    const tall = el.getBoundingClientRect().height > window.innerHeight / 2;
    el.scrollIntoView({ block: tall ? "center" : "nearest", inline: "nearest", behavior: "instant" });
    const r = shownRect(el);
    if (!r) continue;
    const [x, y] = [(r.left + r.right) / 2, (r.top + r.bottom) / 2];
    let hit = document.elementFromPoint(x, y);
    // Something floats over it: a visitor's tap comes frames after the scroll, so what floats gets those frames to
    // step aside (the WhatsApp link does, on its scroll listener) before it counts as a cover.
    // On a busy machine its listener may need a few frames: up to 10, and only for a control found covered.
    for (let frame = 0; frame < 10 && hit && hit !== el && !el.contains(hit); frame++) {
      await new Promise((done) => requestAnimationFrame(done));
      hit = document.elementFromPoint(x, y);
    }
    if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight || !hit) {
      covered.push(`${named(el)} has its centre (${px(x)}, ${px(y)}) outside the window even scrolled into view`);
      continue;
    }
    if (hit === el || el.contains(hit)) continue;
    // A label drawn over its own field passes the click on: not a cover.
    if ((hit.closest("label") as HTMLLabelElement | null)?.control === el) continue;
    covered.push(`${named(el)} is covered at its centre (${px(x)}, ${px(y)}) by ${namedCover(hit)}`);
  }
  for (const line of listed(covered)) problems.push(`covered: ${line}`);

  // 4. No control cuts its own words: a select's chosen option, a clipped label. Typed text (an input's value, a
  // textarea) may be longer than its box: the field scrolls.
  const canvas = document.createElement("canvas").getContext("2d");
  const cut: string[] = [];
  for (const el of document.querySelectorAll(controls)) {
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || !shownRect(el)) continue;
    const style = getComputedStyle(el);
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    let needed = 0;
    if (el instanceof HTMLSelectElement && canvas) {
      canvas.font = style.font;
      needed = canvas.measureText(el.selectedOptions[0]?.text ?? "").width;
    } else if (style.overflowX !== "visible" && el.scrollWidth > el.clientWidth + 1) {
      needed = el.scrollWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    }
    if (needed > room + 1) cut.push(`${named(el)} has room for ${px(room)} px of its ${px(needed)} px of text`);
  }
  for (const line of listed(cut)) problems.push(`cut: ${line}`);
  for (const e of document.body.querySelectorAll("*")) {
    const [left, top] = scrolled.get(e) ?? [0, 0];
    if (e.scrollLeft !== left || e.scrollTop !== top) e.scrollTo({ left, top, behavior: "instant" });
  }
  window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  return problems;
}
