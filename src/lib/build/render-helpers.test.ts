import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRenderHelpers } from './render-helpers.ts';
import type { RenderJob } from './render-job.ts';

const job: RenderJob = {
  entry: 'file:///out/.prerender/prerender-entry.a.mjs',
  route: '/masina/[sku]',
  page: { key: 'k', styles: [] },
  scripts: [],
  outDir: '/out',
  origin: 'https://x.ro',
};

let folder: string;
/** A stand-in helper: reads the job, then does what `body` says with it and its share. */
async function helperScript(name: string, body: string): Promise<string> {
  const file = join(folder, name);
  await writeFile(
    file,
    `let text = '';\nprocess.stdin.on('data', (c) => { text += c; });\nprocess.stdin.on('end', () => {\n  const job = JSON.parse(text);\n  const share = process.env.PUBLISH_CAR_SHARD;\n  ${body}\n});\n`,
  );
  return file;
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'render-helpers-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('startRenderHelpers', () => {
  it('starts one helper per other share with the job, and gathers their outcomes', async () => {
    const script = await helperScript(
      'answers.mjs',
      "console.error('rendering ' + share);\nconsole.log('bundle says hello');\nconsole.log('render-helper outcome: ' + JSON.stringify({ written: Number(share[0]) * 10, notWritten: [job.route + ' ' + share] }));",
    );
    const logged: string[] = [];
    const outcomes = await startRenderHelpers(job, 3, script, (line) => logged.push(line)).done;
    expect(outcomes).toEqual([
      { written: 10, notWritten: ['/masina/[sku] 1/3'] },
      { written: 20, notWritten: ['/masina/[sku] 2/3'] },
    ]);
    expect(logged.sort()).toEqual([
      '[helper 1/3] bundle says hello',
      '[helper 1/3] rendering 1/3',
      '[helper 2/3] bundle says hello',
      '[helper 2/3] rendering 2/3',
    ]);
  });

  it("fails with a helper's exit code and its last lines", async () => {
    const script = await helperScript(
      'fails.mjs',
      "console.error('rendering /masina/AB-1 failed: price must be a number');\nprocess.exit(3);",
    );
    await expect(startRenderHelpers(job, 2, script, () => undefined).done).rejects.toThrow(
      'render helper 1/2 exited with 3:\nrendering /masina/AB-1 failed: price must be a number',
    );
  });

  it('fails when a helper answers no outcome', async () => {
    const script = await helperScript('mute.mjs', "console.log('done');");
    await expect(startRenderHelpers(job, 2, script, () => undefined).done).rejects.toThrow(
      'render helper 1/2 answered no outcome:\ndone',
    );
  });

  it('stops the helpers still running', async () => {
    const script = await helperScript('slow.mjs', 'setTimeout(() => undefined, 60_000);');
    const helpers = startRenderHelpers(job, 2, script, () => undefined);
    helpers.stop();
    await expect(helpers.done).rejects.toThrow('render helper 1/2 exited with SIGTERM');
  });
});
