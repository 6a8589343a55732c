/** What the server test project's global setup hands to every test file (vitest provide/inject). */
export interface PostgresTemplate {
  /** A connection URL to any database of the server, used to create and drop test databases. */
  adminUrl: string;
  /** The migrated and seeded database each test file copies. */
  template: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the gzip dump of the migrated, seeded PGlite database. */
    cmsPgliteSnapshot: string;
    /** Set when TEST_DATABASE_URL points at a PostgreSQL server. */
    cmsPostgres: PostgresTemplate | null;
  }
}

/** The date the seed and the apps under test treat as today, so reservation cut-offs are stable. */
export const TEST_TODAY = '2026-06-15';
