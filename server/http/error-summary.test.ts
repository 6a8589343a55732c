import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { DatabaseHandle } from '../db/client.ts';
import { testBackends } from '../test/harness.ts';
import { errorSummary } from './error-summary.ts';
import { createErrorHandler } from './errors.ts';

const EMAIL = 'ana.popescu@example.ro';
const body = JSON.stringify({ email: EMAIL, name: 'Ana Popescu', strada: 'x'.repeat(20_000) });

/** An app whose one route fails the way a real bug does, with the visitor's data in hand. */
function failingApp(fail: (input: { email: string }) => Promise<unknown>, lines: string[]): Hono {
  const app = new Hono();
  app.onError(createErrorHandler((line) => lines.push(line)));
  app.post('/api/leads', async (c) => c.json(await fail(await c.req.json())));
  return app;
}

const post = (app: Hono) =>
  app.request('/api/leads?email=ana', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  });

describe.each(testBackends())('the 500 log line ($name)', (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('names the route, the status and the database error, never the body or its values', async () => {
    const lines: string[] = [];
    const app = failingApp((input) => handle.db.execute(sql`select ${input.email}::integer`), lines);
    expect((await post(app)).status).toBe(500);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^POST \/api\/leads 500 DrizzleQueryError: Failed query: select \$1::integer/);
    expect(lines[0]).toContain('22P02');
    expect(lines[0]).not.toContain('ana');
    expect(lines[0]?.length).toBeLessThan(600);
  });
});

describe('errorSummary', () => {
  it.each<[string, unknown, string]>([
    [
      'a TypeError',
      new TypeError('input.email.toLowerCase is not a function'),
      'TypeError: input.email.toLowerCase is not a function',
    ],
    [
      'a JSON excerpt',
      new SyntaxError(`Unexpected token 'a', "${EMAIL}" is not valid JSON`),
      'SyntaxError: Unexpected token \'a\', "…" is not valid JSON',
    ],
    ['a long message', new Error('x'.repeat(5000)), `Error: ${'x'.repeat(200)}…`],
    ['a thrown string', 'secret', 'string'],
  ])('%s', (_name, error, expected) => {
    expect(errorSummary(error)).toBe(expected);
  });
});
