// The agency's accent colour, made safe for white text and for text on white (WCAG AA, 4.5:1).

function channels(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
}

function luminance(rgb: [number, number, number]): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio against white. */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(channels(hex)) + 0.05);
}

function darken(hex: string, factor: number): string {
  return toHex(channels(hex).map((c) => c * factor) as [number, number, number]);
}

/** The accent darkened just enough to reach 4.5:1 against white; dark accents are returned unchanged. */
export function readableAccent(hex: string): string {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) return "#0f5c4d";
  let colour = hex.toLowerCase();
  while (contrastWithWhite(colour) < 4.5) colour = darken(colour, 0.92);
  return colour;
}

/** CSS custom properties for the public layout: the accent and its hover shade. */
export function accentVariables(hex: string): Record<string, string> {
  const accent = readableAccent(hex);
  return { "--color-accent": accent, "--color-accent-dark": darken(accent, 0.8) };
}
