// Drawn demo photos (SVG) — the machines have no internet, so the demo makes its own pictures.

export interface Scene {
  kind: "exterior" | "interior" | "landscape";
  hue: number;
  variant: number;
}

const W = 1200;
const H = 800;

function sky(id: string, top: string, bottom: string) {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop ` +
    `offset="1" stop-color="${bottom}"/></linearGradient>`
  );
}

function tree(x: number, y: number, s: number, hue: number) {
  return `<rect x="${x - 6 * s}" y="${y - 40 * s}" width="${12 * s}" height="${40 * s}" fill="#6b4f2e"/>
  <circle cx="${x}" cy="${y - 70 * s}" r="${45 * s}" fill="hsl(${hue},45%,32%)"/>
  <circle cx="${x - 28 * s}" cy="${y - 50 * s}" r="${30 * s}" fill="hsl(${hue},45%,38%)"/>
  <circle cx="${x + 30 * s}" cy="${y - 48 * s}" r="${28 * s}" fill="hsl(${hue},40%,28%)"/>`;
}

function exterior({ hue, variant }: Scene) {
  const wall = `hsl(${hue},35%,${78 - variant * 4}%)`;
  const roof = `hsl(${(hue + 180) % 360},45%,${30 + variant * 3}%)`;
  const houseW = 520 + variant * 30;
  const x = (W - houseW) / 2 + (variant % 2 ? 80 : -80);
  const windows = Array.from({ length: 3 }, (_, i) => {
    const wx = x + 50 + i * ((houseW - 100) / 3);
    return `<rect x="${wx}" y="450" width="90" height="90" rx="6" fill="#bfe3f5" stroke="#fff" stroke-width="8"/>`;
  }).join("");
  return `<defs>${sky("s", `hsl(${200 + variant * 5},70%,62%)`, "#eaf6fb")}</defs>
  <rect width="${W}" height="${H}" fill="url(#s)"/>
  <circle cx="${180 + variant * 140}" cy="140" r="60" fill="#fff4c2"/>
  <path d="M0 560 Q300 480 600 540 T1200 520 V800 H0Z" fill="hsl(95,40%,${48 - variant}%)"/>
  <rect x="${x}" y="380" width="${houseW}" height="260" fill="${wall}"/>
  <polygon points="${x - 40},390 ${x + houseW / 2},230 ${x + houseW + 40},390" fill="${roof}"/>
  ${windows}
  <rect x="${x + houseW - 150}" y="520" width="80" height="120" rx="4" fill="hsl(${hue},30%,30%)"/>
  <rect x="0" y="640" width="${W}" height="160" fill="hsl(95,35%,42%)"/>
  <rect x="${x + houseW - 160}" y="640" width="100" height="160" fill="#d9cbb0"/>
  ${tree(140, 650, 1.4, 120)}${tree(1080, 660, 1.2, 110)}`;
}

function interior({ hue, variant }: Scene) {
  const wall = `hsl(${hue},30%,${88 - variant * 3}%)`;
  const sofa = `hsl(${(hue + 150) % 360},35%,${45 + variant * 3}%)`;
  return `<defs>${sky("w", "#dff1fb", "#ffffff")}</defs>
  <rect width="${W}" height="${H}" fill="${wall}"/>
  <rect x="0" y="600" width="${W}" height="200" fill="hsl(30,40%,${52 + variant * 2}%)"/>
  ${Array.from(
    { length: 12 },
    (_, i) =>
      `<line x1="${i * 100}" y1="600" x2="${i * 100 - 60}" y2="800" stroke="hsl(30,35%,44%)" stroke-width="3"/>`,
  ).join("")}
  <rect x="${640 - variant * 40}" y="150" width="360" height="300" fill="url(#w)" stroke="#fff" stroke-width="14"/>
  <line x1="${820 - variant * 40}" y1="150" x2="${820 - variant * 40}" y2="450" stroke="#fff" stroke-width="10"/>
  <rect x="140" y="470" width="420" height="150" rx="24" fill="${sofa}"/>
  <rect x="120" y="430" width="60" height="190" rx="20" fill="${sofa}"/>
  <rect x="520" y="430" width="60" height="190" rx="20" fill="${sofa}"/>
  <rect x="600" y="560" width="160" height="70" rx="6" fill="hsl(30,30%,30%)"/>
  <line x1="1060" y1="620" x2="1060" y2="360" stroke="#333" stroke-width="6"/>
  <polygon points="1010,360 1110,360 1085,300 1035,300" fill="#f6e7b0"/>
  <rect x="200" y="180" width="220" height="150" fill="hsl(${(hue + 60) % 360},45%,60%)"
    stroke="#5b4636" stroke-width="10"/>`;
}

function landscape({ hue, variant }: Scene) {
  return `<defs>${sky("s", `hsl(${205 + variant * 6},65%,60%)`, "#fdf3e1")}</defs>
  <rect width="${W}" height="${H}" fill="url(#s)"/>
  <path d="M0 420 L180 260 L360 380 L560 220 L780 400 L980 250 L1200 380 V800 H0Z"
    fill="hsl(${220 + variant * 4},20%,55%)"/>
  <path d="M0 500 L220 360 L420 470 L640 330 L880 480 L1200 360 V800 H0Z" fill="hsl(${(hue % 60) + 90},30%,40%)"/>
  <path d="M0 600 Q400 520 800 590 T1200 570 V800 H0Z" fill="hsl(${(hue % 60) + 80},40%,48%)"/>
  <ellipse cx="${600 + variant * 60}" cy="680" rx="330" ry="60" fill="hsl(200,60%,55%)" opacity="0.9"/>
  ${tree(120, 760, 1.1, 115)}${tree(260, 780, 0.9, 125)}${tree(1040, 770, 1.2, 105)}`;
}

export function sceneSvg(scene: Scene): string {
  const body =
    scene.kind === "exterior" ? exterior(scene) : scene.kind === "interior" ? interior(scene) : landscape(scene);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}

/** A fixed palette of distinct scenes; listings draw 3–8 of them. */
export const SCENES: Scene[] = [
  ...[20, 45, 200, 0, 120, 280].map((hue, i) => ({ kind: "exterior" as const, hue, variant: i % 4 })),
  ...[35, 210, 140, 330, 60, 180].map((hue, i) => ({ kind: "interior" as const, hue, variant: i % 4 })),
  ...[10, 70, 130, 190].map((hue, i) => ({ kind: "landscape" as const, hue, variant: i })),
];
