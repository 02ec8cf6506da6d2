// File sizes as the uploader shows them: B, kB, MB, GB, TB (SPEC.md §2), decimal units, es-AR digits.

const UNITS = ["B", "kB", "MB", "GB", "TB"] as const;
const oneDecimal = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 1 });

export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "0 B";
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${unit === 0 ? value : oneDecimal.format(value)} ${UNITS[unit]}`;
}
