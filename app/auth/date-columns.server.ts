// Hands Better Auth the Date objects it expects on PostgreSQL. Our pg type parsers turn timestamptz into ISO
// strings (one shape on both engines, connect.server.ts); Better Auth's PostgreSQL adapter passes column values
// through untouched and then compares them with `new Date()`, which would never see a session as expired.
// On SQLite Better Auth converts ISO text itself, so the plugin is only installed for PostgreSQL.
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  UnknownRow,
} from "kysely";

/** Every column of type "date" in Better Auth's schema with our plugins (also when selected as a join alias). */
const DATE_COLUMN = /(^|_)(createdAt|updatedAt|expiresAt|banExpires|accessTokenExpiresAt|refreshTokenExpiresAt)$/;

export class AuthDateColumnsPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs) {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    for (const row of args.result.rows) {
      for (const key of Object.keys(row)) {
        const value = row[key];
        if (typeof value === "string" && DATE_COLUMN.test(key)) row[key] = new Date(value);
      }
    }
    return args.result;
  }
}
