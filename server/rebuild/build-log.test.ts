import { BUILD_LOG_SIZE, createBuildLog } from './build-log.ts';

describe('the build log (publish state)', () => {
  it('follows a request from queued to building to live, with the change-to-live time', () => {
    let clock = new Date('2026-11-28T10:00:00Z');
    const log = createBuildLog(() => clock);
    const done = log.requested();
    expect(log.list()[0]).toMatchObject({ state: 'queued', finishedAt: null });
    log.started();
    expect(log.list()[0]?.state).toBe('building');
    clock = new Date('2026-11-28T10:00:07Z');
    done({ ok: true, folder: '/x', durationMs: 6000, kind: 'partial' });
    expect(log.list()[0]).toMatchObject({ state: 'live', durationMs: 7000, kind: 'partial', error: null });
  });

  it('records a failure with its reason', () => {
    const log = createBuildLog();
    log.requested()({ ok: false, error: 'astro build exited with 1' });
    expect(log.list()[0]).toMatchObject({ state: 'failed', error: 'astro build exited with 1' });
  });

  it('keeps the newest 50, newest first', () => {
    const log = createBuildLog();
    for (let i = 0; i < BUILD_LOG_SIZE + 5; i += 1) log.requested();
    const ids = log.list().map((entry) => entry.id);
    expect(ids).toHaveLength(BUILD_LOG_SIZE);
    expect(ids[0]).toBe(BUILD_LOG_SIZE + 5);
  });
});
