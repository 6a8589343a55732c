/**
 * Messages between the shop's thread and the thread that runs its embedded database
 * (pglite-thread.ts ↔ pglite-worker.ts). Everything in them survives structured cloning.
 */

import { types } from '@electric-sql/pglite';

export interface QueryOptions {
  rowMode?: 'array' | 'object';
}

/**
 * The types whose values the database thread answers as the text PostgreSQL sent, in every call:
 * the ones Drizzle's driver asks PGlite to keep as text (dates, timestamps, intervals and their
 * arrays). Set once when the thread starts: handing PGlite parsers with each call made it merge
 * them into its table of ~300 types per statement, a third of a simple statement's time.
 */
export const TEXT_TYPES: readonly number[] = [
  types.DATE,
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  1182, // date[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
];

export type WorkerRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      options: QueryOptions;
      tx?: number;
      /** Outside a transaction: the arrival time of its request; the smallest runs first. */
      priority?: number;
    }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

/** A database error as plain data: message, name and the fields PostgreSQL reported (code, detail…). */
export interface SerializedError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

export type WorkerReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: SerializedError }
  | { ready: true }
  | { ready: false; error: SerializedError };

export interface WorkerStart {
  dataDir?: string;
}

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

/** The error the caller sees: same message, name and SQLSTATE fields as in the database thread. */
export function deserializeError({ name, message, fields }: SerializedError): Error {
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  return error;
}
