/**
 * The publish state editors see (issue 34): the last 50 rebuild requests, each queued, building,
 * live (with how long the change took to go live) or failed (with the reason; the site stays as
 * it was). Kept in the process that runs the builds; an instance that builds nothing has none.
 */
import type { RebuildOutcome } from './runner.ts';

export type BuildState = 'queued' | 'building' | 'live' | 'failed';

export interface BuildEntry {
  id: number;
  state: BuildState;
  requestedAt: string;
  finishedAt: string | null;
  /** From the request (the change) to the new site being served. */
  durationMs: number | null;
  kind: 'full' | 'partial' | null;
  error: string | null;
}

export interface BuildLog {
  /** A rebuild was requested; returns a function to call with its outcome. */
  requested(): (outcome: RebuildOutcome) => void;
  /** A build began: every queued request is in it (the runner folds waiting requests together). */
  started(): void;
  list(): BuildEntry[];
}

export const BUILD_LOG_SIZE = 50;

export function createBuildLog(now: () => Date = () => new Date()): BuildLog {
  const entries: BuildEntry[] = [];
  let nextId = 1;
  return {
    requested() {
      const entry: BuildEntry = {
        id: nextId++,
        state: 'queued',
        requestedAt: now().toISOString(),
        finishedAt: null,
        durationMs: null,
        kind: null,
        error: null,
      };
      entries.unshift(entry);
      entries.splice(BUILD_LOG_SIZE);
      return (outcome) => {
        const finished = now();
        entry.finishedAt = finished.toISOString();
        entry.durationMs = finished.getTime() - Date.parse(entry.requestedAt);
        if (outcome.ok) {
          entry.state = 'live';
          entry.kind = outcome.kind;
        } else {
          entry.state = 'failed';
          entry.error = outcome.error;
        }
      };
    },
    started() {
      for (const entry of entries) if (entry.state === 'queued') entry.state = 'building';
    },
    list: () => entries.map((entry) => ({ ...entry })),
  };
}
