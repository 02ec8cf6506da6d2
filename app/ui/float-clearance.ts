// Keeps the floating WhatsApp link (whatsapp-float.tsx) off the controls it would sit on (issue 31: at 375 px it
// covered the price range's arrow, 'Ordenar', the calendar's 'Meses siguientes'): while a control lies under it,
// the link steps aside (`data-covering`, styled there), and comes back once the page has scrolled on.

/** What a visitor clicks or types into. */
const CONTROLS = 'a[href],button,input:not([type="hidden"]),select,textarea,summary,[role="tab"]';
/** Room kept around the link, px. */
const MARGIN = 8;
/**
 * Past this height a control is a block (a listing's card): the link may sit on its edge, its middle stays clear.
 * Up to it (a field, a button, a row of links) the control is kept clear whole.
 */
const BLOCK_PX = 120;

function covers(float: DOMRect, el: Element): boolean {
  const r = el.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) return false;
  const apart =
    r.right <= float.left - MARGIN ||
    r.left >= float.right + MARGIN ||
    r.bottom <= float.top - MARGIN ||
    r.top >= float.bottom + MARGIN;
  if (apart) return false;
  if (r.height <= BLOCK_PX) return true;
  const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
  return x >= float.left && x <= float.right && y >= float.top && y <= float.bottom;
}

/** Starts watching; returns the function that stops it. */
export function keepFloatClear(float: HTMLElement): () => void {
  let frame = 0;
  const check = () => {
    frame = 0;
    const box = float.getBoundingClientRect();
    const covering = Array.from(document.querySelectorAll(CONTROLS)).some(
      (el) => !float.contains(el) && covers(box, el),
    );
    float.toggleAttribute("data-covering", covering);
    // Checked once: the server's "not known yet" (hidden on phones until now) no longer applies.
    float.removeAttribute("data-unchecked");
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(check);
  };
  check();
  addEventListener("scroll", schedule, { passive: true });
  addEventListener("resize", schedule);
  // Content that moves without a scroll: a menu or 'Más filtros' opening, more cards, a tab changing.
  const resized = new ResizeObserver(schedule);
  resized.observe(document.body);
  return () => {
    cancelAnimationFrame(frame);
    removeEventListener("scroll", schedule);
    removeEventListener("resize", schedule);
    resized.disconnect();
  };
}
