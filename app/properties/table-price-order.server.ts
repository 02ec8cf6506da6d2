// The dashboard table's 'Precio' order: the public price sort's rule (comparePriced, decision 133), so pesos and
// dollars compare through the staff's rate; listings without a price in $ or USD come after the priced ones.
import type { SelectQueryBuilder } from "kysely";
import type { Database } from "../db/schema.ts";
import { comparePriced } from "./currency-rate.ts";

const PRICED = ["$", "USD"] as const;

// biome-ignore lint/complexity/noBannedTypes: `{}` is Kysely's own type for a query that selects nothing yet.
type Base = SelectQueryBuilder<Database, "properties", {}>;

/**
 * The seqs of one table page in price order. Each currency is read in its own (price, seq) order up to the page's
 * end and merged in memory: the page's rows are among each currency's first `offset + size`.
 */
export async function priceOrderedSeqs(
  base: Base,
  { dir, rate, offset, size }: { dir: "asc" | "desc"; rate: number | null; offset: number; size: number },
): Promise<number[]> {
  const end = offset + size;
  const reads = await Promise.all(
    PRICED.map((c) =>
      base
        .select(["seq", "currency", "price"])
        .where("currency", "=", c)
        .where("price", "is not", null)
        .orderBy("price", dir)
        .orderBy("seq", dir)
        .limit(end)
        .execute(),
    ),
  );
  const priced = reads.flat().sort((a, b) => comparePriced(a, b, dir, rate));
  const head = priced.slice(offset, end).map((r) => Number(r.seq));
  // Fewer priced rows than the page's end: both currencies were read whole, so their count is known.
  if (priced.length >= end) return head;
  const unpriced = await base
    .select("seq")
    .where((eb) => eb.or([eb("price", "is", null), eb("currency", "is", null), eb("currency", "not in", [...PRICED])]))
    .orderBy("seq", dir)
    .limit(size - head.length)
    .offset(Math.max(0, offset - priced.length))
    .execute();
  return [...head, ...unpriced.map((r) => Number(r.seq))];
}
