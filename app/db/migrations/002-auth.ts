// Staff sign-in: Better Auth's tables (user, session, account, verification, with the admin plugin's columns)
// and our own count of failed sign-ins. Column names are Better Auth's defaults; auth.db.test.ts checks that
// Better Auth finds nothing to add.
import type { Kysely } from "kysely";
import { isPostgres, serialType, timestampType } from "./dialect.ts";

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await db.schema
    .createTable("user")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("emailVerified", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("image", "text")
    .addColumn("createdAt", ts, (c) => c.notNull())
    .addColumn("updatedAt", ts, (c) => c.notNull())
    // admin plugin: role, and "ban" = disabled account (SPEC.md §8 user-disabled)
    .addColumn("role", "text")
    .addColumn("banned", "boolean", (c) => c.defaultTo(false))
    .addColumn("banReason", "text")
    .addColumn("banExpires", ts)
    .execute();

  await db.schema
    .createTable("session")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("expiresAt", ts, (c) => c.notNull())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("createdAt", ts, (c) => c.notNull())
    .addColumn("updatedAt", ts, (c) => c.notNull())
    .addColumn("ipAddress", "text")
    .addColumn("userAgent", "text")
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("impersonatedBy", "text")
    .execute();
  await db.schema.createIndex("session_userId_idx").on("session").column("userId").execute();

  await db.schema
    .createTable("account")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("accountId", "text", (c) => c.notNull())
    .addColumn("providerId", "text", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("accessToken", "text")
    .addColumn("refreshToken", "text")
    .addColumn("idToken", "text")
    .addColumn("accessTokenExpiresAt", ts)
    .addColumn("refreshTokenExpiresAt", ts)
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("createdAt", ts, (c) => c.notNull())
    .addColumn("updatedAt", ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("account_userId_idx").on("account").column("userId").execute();

  await db.schema
    .createTable("verification")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("identifier", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("expiresAt", ts, (c) => c.notNull())
    .addColumn("createdAt", ts, (c) => c.notNull())
    .addColumn("updatedAt", ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("verification_identifier_idx").on("verification").column("identifier").execute();

  // One row per failed sign-in, keyed by account ("email:…") and by client ("ip:…"); see app/auth/throttle.server.ts.
  await db.schema
    .createTable("login_failures")
    .addColumn("id", serialType(db), (c) => (isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("created_at", ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("login_failures_key_created")
    .on("login_failures")
    .columns(["key", "created_at"])
    .execute();
  await db.schema.createIndex("login_failures_created").on("login_failures").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("login_failures").execute();
  await db.schema.dropTable("verification").execute();
  await db.schema.dropTable("account").execute();
  await db.schema.dropTable("session").execute();
  await db.schema.dropTable("user").execute();
}
