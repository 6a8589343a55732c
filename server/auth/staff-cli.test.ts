import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { inject } from 'vitest';
import { databaseUrl, dropDatabase } from '../test/postgres-admin.ts';

const SCRIPT = fileURLToPath(new URL('../../scripts/staff.ts', import.meta.url));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function staff(databaseUrlValue: string, args: string[], stdin = ''): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [SCRIPT, ...args],
      { env: { ...process.env, DATABASE_URL: databaseUrlValue }, timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(stdin);
  });
}

/** An EMPTY database, as on a fresh checkout: a PGlite folder, or a new PostgreSQL database. */
const targets: { name: string; open(): Promise<{ url: string; drop(): Promise<void> }> }[] = [
  {
    name: 'pglite',
    async open() {
      const dir = await mkdtemp(join(tmpdir(), 'staff-cli-'));
      return { url: join(dir, 'db'), drop: () => rm(dir, { recursive: true, force: true }) };
    },
  },
];
const pg = inject('cmsPostgres');
if (pg) {
  targets.push({
    name: 'postgres',
    async open() {
      const name = `${pg.template}_${process.pid}_staffcli`;
      const sql = postgres(pg.adminUrl, { max: 1, onnotice: () => {} });
      await sql.unsafe(`drop database if exists "${name}" with (force)`);
      await sql.unsafe(`create database "${name}"`);
      await sql.end();
      return { url: databaseUrl(pg.adminUrl, name), drop: () => dropDatabase(pg.adminUrl, name) };
    },
  });
}

describe.each(targets)('npm run staff on an empty $name database', (target) => {
  it('migrates, adds from stdin, lists and disables; refuses a weak password and a bad role', {
    // Six child processes, each opening the database: ~40 s on an idle machine, over 150 s at load 11.
    timeout: 300_000,
  }, async () => {
    const db = await target.open();
    try {
      const added = await staff(
        db.url,
        ['add', 'Ana@Firma.ro', '--role', 'editor'],
        'o-parola-lunga-si-buna\n',
      );
      expect(added).toMatchObject({ code: 0, stdout: 'Added ana@firma.ro (editor)\n' });
      expect(added.stdout + added.stderr).not.toContain('o-parola-lunga-si-buna');

      const weak = await staff(db.url, ['add', 'b@firma.ro', '--role', 'admin'], 'scurta\n');
      expect(weak.code).toBe(1);
      expect(weak.stderr).toContain('cel putin 12 caractere');

      expect(
        (await staff(db.url, ['add', 'c@firma.ro', '--role', 'boss'], 'o-parola-lunga-si-buna\n')).code,
      ).toBe(2);
      expect((await staff(db.url, ['list'])).stdout).toBe('ana@firma.ro\teditor\tactive\n');
      expect((await staff(db.url, ['disable', 'ana@firma.ro'])).code).toBe(0);
      expect((await staff(db.url, ['list'])).stdout).toBe('ana@firma.ro\teditor\tdisabled\n');
    } finally {
      await db.drop();
    }
  });
});
