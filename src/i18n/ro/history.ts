/**
 * Drafts and history of the back office (issue 34): the history panel under each edit screen, the
 * rich-text preview and the list reordering. Without diacritics, like the rest of the back office.
 */
export const roHistory = {
  /** The admin API's refusals. */
  kindNotFound: 'Acest tip de continut nu are istoric.',
  recordNotFound: 'Inregistrarea nu a fost gasita.',
  versionNotFound: 'Versiunea ceruta nu exista.',
  /** The history panel. */
  title: 'Istoric modificari',
  caption: 'Versiunile salvate, cea mai noua prima',
  empty: 'Nicio versiune salvata inca. Prima salvare pastreaza si continutul de acum.',
  columns: { version: 'Versiune', at: 'Data', who: 'Cine', changed: 'Ce s-a schimbat', action: 'Actiune' },
  /** Author of the content found before the first tracked save (the seed, an import). */
  unknownAuthor: 'continut initial',
  firstVersion: 'prima versiune',
  noChange: 'fara diferente',
  restoredFrom: 'restaurata din versiunea {version}',
  current: 'versiunea curenta',
  restore: 'Restaureaza',
  restoreLabel: 'Restaureaza versiunea {version}',
  restored: 'Versiunea {version} a fost restaurata. Site-ul se reconstruieste.',
  restoreFailed: 'Restaurarea nu a reusit: {reason}',
  loadFailed: 'Istoricul nu a putut fi incarcat: {reason}',
  /** The rich-text preview. */
  preview: 'Previzualizare (asa va fi publicat)',
  previewEmpty: 'Nimic de publicat: continutul ramas dupa curatare este gol.',
  /** The raw HTML mode of a rich-text field (tables and heading anchors the editor cannot draw). */
  htmlSource: 'Editeaza codul HTML',
  htmlLabel: '{label} (cod HTML)',
  /** Reordering. */
  dragHandle: 'Trage pentru a muta',
  moveUp: 'Muta mai sus',
  moveDown: 'Muta mai jos',
  reorderHint: 'Trage randurile sau foloseste butoanele Muta mai sus / Muta mai jos, apoi salveaza.',
} as const;
