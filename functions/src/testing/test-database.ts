import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Integration tests run twice: on PGlite (default) and on PostgreSQL when TEST_DATABASE_URL
 * points at a server (npm test starts one). Each test file gets a fresh database of its own,
 * empty or a copy of a migrated template (PostgreSQL copies it in a fraction of a migration run).
 */
export async function createTestDatabase(
  options: {
    template?: string | undefined;
    /** The server to create it on; TEST_DATABASE_URL when not given. */
    adminUrl?: string | undefined;
  } = {},
): Promise<{
  url: string | undefined;
  drop(): Promise<void>;
}> {
  const adminUrl = options.adminUrl ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { url: undefined, drop: () => Promise.resolve() };
  const name = `bulwark_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    `CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`,
  );
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
