/**
 * The entry of a build child process (a render helper, a kept-bundle render): its job comes as JSON
 * on stdin; its outcome goes to stdout as JSON after `prefix` on a line of its own, which the parent
 * finds among Astro's log lines; a failure goes to stderr with exit code 1.
 */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function runChildJob<TJob>(prefix: string, run: (job: TJob) => Promise<unknown>): Promise<void> {
  try {
    const outcome = await run(JSON.parse(await readStdin()) as TJob);
    process.stdout.write(`\n${prefix}${JSON.stringify(outcome)}\n`);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  }
}
