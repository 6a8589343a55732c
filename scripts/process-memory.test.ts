import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { treeRssKb } from './process-memory.ts';

const ownKb = (pid: number) =>
  Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

describe.runIf(process.platform === 'linux')('treeRssKb', () => {
  it('sums a process tree, its root left out on request, and nothing once it has exited', async () => {
    // A parent that starts a child and says its pid: the tree the sampler walks during a build.
    const parent = spawn(
      process.execPath,
      [
        '-e',
        `const c = require('node:child_process').spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
         console.log(c.pid); setTimeout(() => {}, 30000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const childPid = Number(await new Promise<string>((resolve) => parent.stdout.once('data', resolve)));
    const parentPid = parent.pid ?? 0;
    try {
      await vi.waitFor(() => expect(ownKb(childPid)).toBeGreaterThan(0));
      const whole = treeRssKb(parentPid);
      const below = treeRssKb(parentPid, false);
      expect(below).toBeGreaterThanOrEqual(ownKb(childPid) * 0.5);
      expect(whole).toBeGreaterThan(below);
    } finally {
      process.kill(childPid);
      parent.kill();
    }
    await vi.waitFor(() => expect(treeRssKb(parentPid)).toBe(0));
  });
});
