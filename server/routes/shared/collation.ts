/**
 * Name order for every list the API sorts by name. Sorting in JS with the Romanian collator gives
 * the same order on PGlite (no ICU collations) and PostgreSQL, and puts Ș/Ț where Romanians expect.
 */
const collator = new Intl.Collator('ro', { sensitivity: 'base', numeric: true });

/** @example [{ name: 'Timis' }, { name: 'Arad' }].sort(byRomanianName) // Arad, Timis */
export const byRomanianName = (a: { name: string }, b: { name: string }): number =>
  collator.compare(a.name, b.name) || a.name.localeCompare(b.name);
