// Child process for the multi-process write test: one of the writes the server's processes make side by side,
// COUNT times as fast as it can — new listings (read the next number, then insert) or page views (an insert).
// Prints "done N" at the end, or the first error and exits 1.
import { recordPageView } from "../../app/analytics/events.server.ts";
import { connect } from "../../app/db/connect.server.ts";
import { createProperty, demoInput } from "./fixtures.ts";

const db = connect({ databaseUrl: process.env.DATABASE_URL, sqliteFile: process.env.SQLITE_FILE });
const count = Number(process.env.COUNT);
try {
  for (let i = 1; i <= count; i++) {
    if (process.env.WRITE === "listings") await createProperty(db.kysely, demoInput({ name: `Casa ${i}` }));
    else await recordPageView(db.kysely, { path: `/propiedades?pagina=${i}`, referrer: "" });
  }
  console.log(`done ${count}`);
} catch (err) {
  console.error(String(err));
  process.exitCode = 1;
} finally {
  await db.close();
}
