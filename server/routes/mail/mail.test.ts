import { ro } from '../../../src/i18n/ro.ts';
import { createOutboxMailer } from '../../mail/outbox.ts';
import { LOCAL_SANDBOX, testBackends, useTestApp } from '../../test/harness.ts';

/** Bytes no text encoding would keep intact: the store must round-trip binary. */
const FILE = new Uint8Array([37, 80, 68, 70, 0, 255, 128, 10, 13, 1]);

describe.each(testBackends())('local mail page on $name', (backend) => {
  const t = useTestApp(backend, { sandbox: LOCAL_SANDBOX });

  beforeAll(async () => {
    const send = createOutboxMailer(t.db);
    await send({ to: 'first@example.ro', subject: 'Primul mesaj', html: '<p>Unu</p>' });
    await send({ to: 'second@example.ro', subject: 'Al doilea <mesaj>', html: '<p>Doi & "trei"</p>' });
    await send({
      to: 'files@example.ro',
      subject: 'Cu atasament',
      html: '<p>Vezi fisierul</p>',
      attachments: [{ fileName: 'secci-credit-B-1.pdf', contentType: 'application/pdf', content: FILE }],
    });
  });

  it('stores an attachment with its message: listed in the JSON, linked on the page, downloadable intact', async () => {
    const { body } = await t.request('/api/sandbox/outbox?to=files@example.ro');
    const [message] = body as {
      id: number;
      attachments: { file_name: string; size: number; url: string }[];
    }[];
    const [file] = message?.attachments ?? [];
    expect(file).toMatchObject({ file_name: 'secci-credit-B-1.pdf', size: FILE.byteLength });
    const page = String((await t.request(`/sandbox/mail/${message?.id}`)).body);
    expect(page).toContain(`href="${file?.url}" download="secci-credit-B-1.pdf"`);
    const download = await t.app.request(file?.url ?? '');
    expect(download.status).toBe(200);
    expect(download.headers.get('Content-Type')).toBe('application/pdf');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(FILE);
    expect((await t.app.request(`/sandbox/mail/${message?.id}/files/987654`)).status).toBe(404);
  });

  it('GET /sandbox/mail lists the messages newest first, escaped, each linking to its page', async () => {
    const { status, headers, body } = await t.request('/sandbox/mail');
    expect(status).toBe(200);
    expect(headers.get('Content-Type')).toContain('text/html');
    const html = String(body);
    expect(html).toContain(ro.leads.mailboxTitle);
    const second = html.indexOf('Al doilea &lt;mesaj&gt;');
    const first = html.indexOf('Primul mesaj');
    expect(second).toBeGreaterThan(-1);
    expect(first).toBeGreaterThan(second);
    expect(html).toMatch(/href="\/sandbox\/mail\/\d+">Primul mesaj</);
  });

  it('GET /sandbox/mail/:id shows one message in a sandboxed frame; unknown ids are 404', async () => {
    const { body: list } = await t.request('/api/sandbox/outbox?to=second@example.ro');
    const [message] = list as { id: number }[];
    const { status, body } = await t.request(`/sandbox/mail/${message?.id}`);
    expect(status).toBe(200);
    expect(String(body)).toContain('srcdoc="&lt;p&gt;Doi &amp; &quot;trei&quot;&lt;/p&gt;"');
    expect(String(body)).toContain('sandbox=');
    expect((await t.request('/sandbox/mail/987654')).status).toBe(404);
  });

  it('GET /api/sandbox/outbox?to= answers JSON for one recipient', async () => {
    const { status, body } = await t.request('/api/sandbox/outbox?to=first@example.ro');
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        id: expect.any(Number),
        to: 'first@example.ro',
        subject: 'Primul mesaj',
        html: '<p>Unu</p>',
        created_at: expect.any(String),
        attachments: [],
      },
    ]);
  });

  it('GET /api/sandbox/outbox without a recipient lists everyone, limited on request', async () => {
    const { body } = await t.request('/api/sandbox/outbox?limit=1');
    expect(body).toEqual([expect.objectContaining({ to: 'files@example.ro' })]);
  });
});
