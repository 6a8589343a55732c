/**
 * Resident memory of a process tree, for the benchmarks' peak-memory sampling (bench-build.ts
 * samples five times a second). It reads only the tree's own processes, found through each
 * thread's `/proc/<pid>/task/<tid>/children`, with synchronous reads: reading every process's
 * status on the machine (~70 here) through fs/promises cost 15 ms of CPU a sample, counted as the
 * bench's API CPU and taken from the build; this costs ~0.5 ms for a three-process tree. A kernel
 * without children lists gets the whole-machine scan instead.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** A /proc file's text; empty once the process has exited. */
function procText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

function procEntries(path: string): string[] {
  try {
    return readdirSync(path);
  } catch {
    return [];
  }
}

const residentKb = (status: string): number => Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);

const numbers = (list: string): number[] =>
  list
    .split(' ')
    .filter((entry) => entry !== '')
    .map(Number);

interface ProcessTree {
  children(pid: number): number[];
  rssKb(pid: number): number;
}

/** The kernel's own lists of each thread's children (Linux with CONFIG_PROC_CHILDREN). */
const listedTree: ProcessTree = {
  children: (pid) =>
    procEntries(`/proc/${pid}/task`).flatMap((thread) =>
      numbers(procText(`/proc/${pid}/task/${thread}/children`)),
    ),
  rssKb: (pid) => residentKb(procText(`/proc/${pid}/status`)),
};

/** Every process's status read once, parents and memory taken from it. */
function scannedTree(): ProcessTree {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of procEntries('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const status = procText(`/proc/${entry}/status`);
    const parent = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    rss.set(Number(entry), residentKb(status));
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  return { children: (pid) => children.get(pid) ?? [], rssKb: (pid) => rss.get(pid) ?? 0 };
}

const childrenListed = existsSync(`/proc/${process.pid}/task/${process.pid}/children`);

/** Resident memory (kB) of a process's descendants (and of itself unless `withRoot` is false). */
export function treeRssKb(rootPid: number, withRoot = true): number {
  const tree = childrenListed ? listedTree : scannedTree();
  let total = 0;
  const pending = [rootPid];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    if (pid !== rootPid || withRoot) total += tree.rssKb(pid);
    pending.push(...tree.children(pid));
  }
  return total;
}
