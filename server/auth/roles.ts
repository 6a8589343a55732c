/**
 * Staff roles and what each may reach under /api/admin (issue 34). The server decides from this
 * table on every request; the back office only hides what the server would refuse anyway.
 * A path missing from the table is for admins only, so a new route is closed until it is placed.
 */
export const STAFF_ROLES = ['admin', 'editor', 'credit'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/** The areas of the admin API: content and catalogue, the operations desk, staff management. */
type Area = 'content' | 'operations' | 'staff';

const AREA_ROLES: Record<Area, readonly StaffRole[]> = {
  content: ['admin', 'editor'],
  operations: ['admin', 'credit'],
  staff: ['admin'],
};

/** First path segment under /api/admin → its area. */
const AREA_OF_SEGMENT: Record<string, Area> = {
  cars: 'content',
  lookups: 'content',
  'static-pages': 'content',
  settings: 'content',
  sliders: 'content',
  testimonials: 'content',
  faqs: 'content',
  builds: 'content',
  history: 'content',
  reviews: 'operations',
  orders: 'operations',
  withdrawals: 'operations',
  refunds: 'operations',
  leads: 'operations',
  staff: 'staff',
  // A person's whole record and the staff's own trail: admins only (issue 35).
  'personal-data': 'staff',
  audit: 'staff',
};

/** Whether `role` may call the admin path `path` (relative to /api/admin, e.g. `/cars/RL-1`). */
export function roleMayReach(role: StaffRole, path: string): boolean {
  const segment = path.replace(/^\/+/, '').split('/')[0] ?? '';
  const area = AREA_OF_SEGMENT[segment] ?? 'staff';
  return AREA_ROLES[area].includes(role);
}
