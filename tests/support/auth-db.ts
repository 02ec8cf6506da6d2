// A test database with a Better Auth instance over it for one test file; made before its tests, dropped after them.
import { afterAll, beforeAll } from "vitest";
import type { Auth } from "../../app/auth/auth.server.ts";
import { testAuth } from "./auth.ts";
import { createTestDb, type TestDb } from "./test-db.ts";

export interface AuthDb {
  db: TestDb;
  auth: Auth;
}

export function authTestDb(): AuthDb {
  const site = {} as AuthDb;
  beforeAll(async () => {
    site.db = await createTestDb();
    site.auth = testAuth(site.db).auth;
  });
  afterAll(() => site.db?.destroy());
  return site;
}
