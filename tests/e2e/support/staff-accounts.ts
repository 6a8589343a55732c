/** The e2e server's back-office accounts (scripts/e2e-server.ts creates them). */
export const E2E_STAFF_PASSWORD = 'e2e-parola-back-office';
export const E2E_STAFF = [
  ['admin@e2e.ro', 'admin'],
  ['editor@e2e.ro', 'editor'],
  ['credit@e2e.ro', 'credit'],
] as const;
