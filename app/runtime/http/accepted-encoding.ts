// Which stored body the page cache (server/page-cache.ts) answers with: brotli, then gzip.
export type Encoding = "identity" | "gzip" | "br";

const PREFERRED = ["br", "gzip"] as const;

/** The first of brotli and gzip (or of `offered`) the client accepts (q > 0); identity if none. */
export function chooseEncoding(
  accept: string | null | undefined,
  offered: readonly Exclude<Encoding, "identity">[] = PREFERRED,
): Encoding {
  if (!accept) return "identity";
  const q = new Map<string, number>();
  for (const part of accept.toLowerCase().split(",")) {
    const [name, ...attrs] = part.trim().split(";");
    const qAttr = attrs.map((a) => a.trim()).find((a) => a.startsWith("q="));
    q.set(name.trim(), qAttr ? Number(qAttr.slice(2)) || 0 : 1);
  }
  const accepted = (name: string) => (q.get(name) ?? q.get("*") ?? 0) > 0;
  return offered.find(accepted) ?? "identity";
}
