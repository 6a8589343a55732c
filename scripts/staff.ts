/**
 * `npm run staff -- add EMAIL --role admin|editor|credit` (password on standard input, one line),
 * `npm run staff -- list`, `-- disable EMAIL`, `-- enable EMAIL`, `-- role EMAIL --role ROLE`,
 * `-- password EMAIL` (new password on standard input), `-- totp-reset EMAIL` (a lost phone: forgets
 * the two-factor key and ends the sessions; the owner sets it up again from "Contul meu"). Works on a fresh checkout: it migrates the
 * database named by DATABASE_URL (default PGlite under data/pglite) first. With PGlite, run it
 * while the shop is stopped (one process opens the folder at a time).
 */
import { parseArgs } from 'node:util';
import { isStaffRole } from '../server/auth/roles.ts';
import { addStaff, changeStaff, findStaffByEmail, listStaff } from '../server/auth/staff-accounts.ts';
import { openDatabase, targetFromUrl } from '../server/db/client.ts';
import { ApiError } from '../server/http/errors.ts';

const USAGE = `usage: npm run staff -- add EMAIL --role admin|editor|credit   (password on stdin)
       npm run staff -- list
       npm run staff -- disable EMAIL | enable EMAIL
       npm run staff -- role EMAIL --role ROLE
       npm run staff -- password EMAIL   (new password on stdin)
       npm run staff -- totp-reset EMAIL   (lost phone: two-factor off until set up again)`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { role: { type: 'string' } },
});
const [command, email] = positionals;

/** The first line of standard input, without its line ending (never echoed, never logged). */
async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Password (at least 12 characters): ');
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

if (!command || !['add', 'list', 'disable', 'enable', 'role', 'password', 'totp-reset'].includes(command))
  fail(USAGE, 2);
if (command !== 'list' && !email) fail(USAGE, 2);
if ((command === 'add' || command === 'role') && !isStaffRole(values.role)) {
  fail(`--role must be admin, editor or credit\n${USAGE}`, 2);
}

const handle = await openDatabase(targetFromUrl(process.env.DATABASE_URL, 'data/pglite'));
try {
  await handle.migrate();
  const db = handle.db;
  const existing = async () => (await findStaffByEmail(db, email ?? '')) ?? fail(`No account ${email}`);
  switch (command) {
    case 'list': {
      for (const row of await listStaff(db)) {
        console.log(`${row.email}\t${row.role}\t${row.disabled ? 'disabled' : 'active'}`);
      }
      break;
    }
    case 'add': {
      const row = await addStaff(db, {
        email: email ?? '',
        password: await readPassword(),
        role: values.role ?? '',
      });
      console.log(`Added ${row.email} (${row.role})`);
      break;
    }
    case 'disable':
    case 'enable': {
      const row = await changeStaff(db, (await existing()).id, { disabled: command === 'disable' });
      console.log(`${row.email}: ${row.disabled ? 'disabled, its sessions ended' : 'enabled'}`);
      break;
    }
    case 'role': {
      const role = isStaffRole(values.role) ? values.role : fail(USAGE, 2);
      const row = await changeStaff(db, (await existing()).id, { role });
      console.log(`${row.email}: role ${row.role}, its sessions ended`);
      break;
    }
    case 'password': {
      const row = await changeStaff(db, (await existing()).id, { password: await readPassword() });
      console.log(`${row.email}: password changed, its sessions ended`);
      break;
    }
    case 'totp-reset': {
      const row = await changeStaff(db, (await existing()).id, { resetTotp: true });
      console.log(
        `${row.email}: two-factor key forgotten, its sessions ended; set it up again from "Contul meu"`,
      );
      break;
    }
  }
} catch (error) {
  process.exitCode = 1;
  console.error(error instanceof ApiError ? error.message : error);
} finally {
  await handle.close();
}
