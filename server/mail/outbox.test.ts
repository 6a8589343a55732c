import { openDatabase } from '../db/client.ts';
import { createOutboxMailer, escapeHtml, listAttachments, listOutbox, readAttachment } from './outbox.ts';

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

  it('stores a message with its files in one go, byte for byte', async () => {
    const handle = await openDatabase({ kind: 'pglite' });
    await handle.migrate();
    const pdf = new Uint8Array(Array.from({ length: 256 }, (_, byte) => byte));
    const note = new TextEncoder().encode('Formular SECCI: 14 zile pentru retragere');
    await createOutboxMailer(handle.db)({
      to: 'ana@example.ro',
      subject: 'Comanda ta',
      html: '<p>SECCI atasat</p>',
      attachments: [
        { fileName: 'SECCI.pdf', contentType: 'application/pdf', content: pdf },
        { fileName: 'nota.txt', contentType: 'text/plain', content: note },
      ],
    });
    const [message] = await listOutbox(handle.db);
    if (!message) throw new Error('no message stored');
    const files = await listAttachments(handle.db, [message.id]);
    expect(files.map(({ fileName, contentType, size }) => ({ fileName, contentType, size }))).toEqual([
      { fileName: 'SECCI.pdf', contentType: 'application/pdf', size: 256 },
      { fileName: 'nota.txt', contentType: 'text/plain', size: note.byteLength },
    ]);
    const [first, second] = files;
    expect((await readAttachment(handle.db, message.id, first?.id ?? 0))?.content).toEqual(pdf);
    expect((await readAttachment(handle.db, message.id, second?.id ?? 0))?.content).toEqual(note);
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
