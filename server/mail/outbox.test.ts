import { openDatabase } from '../db/client.ts';
import { createOutboxMailer, escapeHtml, listOutbox } from './outbox.ts';

describe('outbox mailer', () => {
  it('stores each message and lists the newest first, optionally for one address', async () => {
    const handle = await openDatabase({ kind: 'pglite' });
    await handle.migrate();
    const send = createOutboxMailer(handle.db);
    await send({ to: 'ana@example.ro', subject: 'Prima', html: '<p>1</p>' });
    await send({ to: 'ion@example.ro', subject: 'A doua', html: '<p>2</p>' });
    expect((await listOutbox(handle.db)).map((m) => m.subject)).toEqual(['A doua', 'Prima']);
    expect((await listOutbox(handle.db, { to: 'ana@example.ro' })).map((m) => m.subject)).toEqual(['Prima']);
    await handle.close();
  });

  it.each([
    ['<script>x</script>', '&lt;script&gt;x&lt;/script&gt;'],
    [`"Ion" & 'Ana'`, '&quot;Ion&quot; &amp; &#39;Ana&#39;'],
    ['Simplu', 'Simplu'],
  ])('escapes %s', (input, expected) => {
    expect(escapeHtml(input)).toBe(expected);
  });
});
