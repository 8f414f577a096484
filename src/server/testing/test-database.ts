// Gives each test file its own migrated database: in-memory PGlite by default, a throwaway database on the
// PostgreSQL server named by DATABASE_URL when it is set (so CI runs every API test on both).
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../platform/database/db";
import { loadPgliteTemplate } from "./pglite-template";

export type TestDatabase = Database & { url: string | undefined };

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ pgliteTemplate: await loadPgliteTemplate() });
    await database.migrate();
    return { ...database, url: undefined };
  }
  const name = `cohort_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = withDatabaseName(serverUrl, name);
  const database = await openDatabase({ databaseUrl: url, poolSize: 5 });
  await database.migrate();
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
