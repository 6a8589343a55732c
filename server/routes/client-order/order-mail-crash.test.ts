/**
 * A kill between an order and its e-mail loses neither (issue 32): a real child process creates
 * orders four at a time on PostgreSQL and is killed with SIGKILL mid-stream; afterwards every
 * stored order has exactly one order-received e-mail (with its SECCI) in the outbox, and no such
 * e-mail exists without its order.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { and, eq, like, sql } from 'drizzle-orm';
import { openDatabase } from '../../db/client.ts';
import { clientOrders, outbox, outboxAttachments } from '../../db/schema.ts';
import { postgresCopy, testBackends } from '../../test/harness.ts';

const child = fileURLToPath(new URL('./crash-child.fixture.ts', import.meta.url));

/** Runs the child until it has reported `orders` created orders, then kills it with SIGKILL. */
function crashMidStream(url: string, orders: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const process_ = spawn(process.execPath, [child, url], { stdio: ['ignore', 'pipe', 'inherit'] });
    const created: string[] = [];
    let buffered = '';
    process_.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const email = /^created (\S+)$/.exec(line)?.[1];
        if (email) created.push(email);
      }
      if (created.length >= orders) process_.kill('SIGKILL');
    });
    process_.once('error', reject);
    process_.once('exit', (_code, signal) =>
      signal === 'SIGKILL' ? resolve(created) : reject(new Error(`the child ended by itself (${signal})`)),
    );
  });
}

const postgres = testBackends().some((backend) => backend.name === 'postgres');

describe.runIf(postgres)('an order and its e-mail across a kill -9 (postgres)', () => {
  it('leaves every stored order with its one e-mail, and no e-mail without its order', async () => {
    const copy = await postgresCopy();
    try {
      const reported = await crashMidStream(copy.url, 8);
      const { db, close } = await openDatabase({ kind: 'postgres', url: copy.url });
      try {
        const orders = await db
          .select({ email: sql<string>`${clientOrders.contact}->>'email'` })
          .from(clientOrders)
          .where(like(sql`${clientOrders.contact}->>'email'`, 'crash.%'));
        const mails = await db
          .select({ to: outbox.to, files: sql<number>`count(${outboxAttachments.id})::int` })
          .from(outbox)
          .leftJoin(outboxAttachments, eq(outboxAttachments.outboxId, outbox.id))
          .where(and(like(outbox.to, 'crash.%'), like(outbox.subject, 'Am primit cererea%')))
          .groupBy(outbox.id, outbox.to);
        const ordered = orders.map((order) => order.email).sort();
        expect(ordered.length).toBeGreaterThanOrEqual(reported.length);
        expect(ordered).toEqual(expect.arrayContaining(reported));
        expect(mails.map((mail) => mail.to).sort()).toEqual(ordered);
        // Each e-mail carries its SECCI: a message is never stored without its file.
        expect(mails.every((mail) => mail.files === 1)).toBe(true);
      } finally {
        await close();
      }
    } finally {
      await copy.drop();
    }
  });
});
