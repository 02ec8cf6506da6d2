// Debian's Chromium and the flags it needs here (root, no GPU, a closed network): shared by tests and benchmarks.
/** The full browser: Lighthouse (`npm run bench`) measures pages in it, as a visitor's Chrome would. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";
/**
 * What the test suites drive: Debian's `chromium-headless-shell`, the same Chromium release and Blink built as the
 * headless shell, which is what Playwright itself runs headless tests in. It spends less than half the CPU of the
 * full browser in headless mode for the same pages (docs/decisions/268), and the suite is CPU-bound on two cores.
 */
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
