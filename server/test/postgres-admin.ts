/**
 * Test databases on a real PostgreSQL server: one seeded template per run, copied per test file with
 * `CREATE DATABASE … TEMPLATE …` (a file-level copy, far faster than seeding again), so test files
 * that write never see each other's rows, exactly as with PGlite snapshots.
 */
import postgres from 'postgres';

const SAFE_NAME = /^[a-z_][a-z0-9_]*$/;

export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** `<db>_cms_test`, derived from TEST_DATABASE_URL's database name. */
export function templateName(url: string): string {
  const base = decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
  const name = `${base.toLowerCase().replace(/[^a-z0-9_]/g, '_')}_cms_test`;
  if (!SAFE_NAME.test(name)) throw new Error(`Cannot derive a template name from ${url}`);
  return name;
}

async function withAdmin<T>(adminUrl: string, run: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    return await run(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Drops the template and any copies a crashed run left behind, then creates an empty template. */
export function recreateTemplate(adminUrl: string, template: string): Promise<void> {
  return withAdmin(adminUrl, async (sql) => {
    const leftovers = await sql<{ datname: string }[]>`
      select datname from pg_database where datname = ${template} or datname like ${`${template}\\_%`}`;
    for (const { datname } of leftovers) {
      await sql.unsafe(`drop database if exists "${datname}" with (force)`);
    }
    await sql.unsafe(`create database "${template}"`);
  });
}

export function dropDatabase(adminUrl: string, name: string): Promise<void> {
  if (!SAFE_NAME.test(name)) throw new Error(`Refusing to drop ${name}`);
  return withAdmin(adminUrl, async (sql) => {
    await sql.unsafe(`drop database if exists "${name}" with (force)`);
  });
}

/** A fresh copy of the template for one test file; returns its name. */
export function copyTemplate(adminUrl: string, template: string): Promise<string> {
  const name = `${template}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  return withAdmin(adminUrl, async (sql) => {
    // Two files copying the template at the same instant can collide on its lock: retry briefly.
    for (let attempt = 1; ; attempt++) {
      try {
        await sql.unsafe(`create database "${name}" template "${template}"`);
        return name;
      } catch (error) {
        if (attempt >= 10) throw error;
        await new Promise((done) => setTimeout(done, 200 * attempt));
      }
    }
  });
}
