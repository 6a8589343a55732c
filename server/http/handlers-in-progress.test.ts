import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handlersInProgress } from './handlers-in-progress.ts';

/** A server whose handler answers after `work` resolves; the client gives up before that. */
async function abandonedRequest(work: Promise<void>) {
  const log: string[] = [];
  const tracked = handlersInProgress(async (_req, res) => {
    log.push('handler started');
    await work;
    log.push('handler done');
    res.end('late');
  });
  const server = createServer(tracked.listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => {
    const client = request({ port, host: '127.0.0.1', path: '/slow' });
    client.on('error', () => resolve());
    client.end();
    setTimeout(() => {
      client.destroy();
      resolve();
    }, 50);
  });
  // What the shop's close does: stop listening, drop the connections, then wait for handlers.
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  return { tracked, log };
}

describe('handlersInProgress', () => {
  it('waits for the handler of a request whose client already left', async () => {
    const work = Promise.withResolvers<void>();
    const { tracked, log } = await abandonedRequest(work.promise);
    const settled = tracked.settled(5000).then(() => log.push('settled'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log).toEqual(['handler started']);
    work.resolve();
    await settled;
    expect(log).toEqual(['handler started', 'handler done', 'settled']);
  });

  it('stops waiting after the timeout for a handler that never ends', async () => {
    const { tracked, log } = await abandonedRequest(new Promise(() => undefined));
    await tracked.settled(100);
    expect(log).toEqual(['handler started']);
  });

  it('does not count answers given without a handler (replayed ones)', async () => {
    const tracked = handlersInProgress(() => undefined);
    const server = createServer(tracked.listener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    server.close();
    const started = performance.now();
    await tracked.settled(5000);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
