/** Romanian strings: catalogList (part of the catalogue in src/i18n/ro.ts). */
/** The car list's paging, the phone's filter sheet and the no-JS full list (issue 36). */
export const roCatalogList = {
  /** The phone's button that opens the filters; `{count}` active filters follow it in brackets. */
  filtersButton: 'Filtre',
  filtersButtonCount: '({count})',
  /** The sheet's button that closes it on the filtered results. */
  showResults: {
    one: 'Vezi {count} masina',
    few: 'Vezi {count} masini',
    other: 'Vezi {count} de masini',
  },
  showNoResults: 'Inchide filtrele',
  loadMore: 'Incarca mai multe',
  /** Under the grid: how far the visitor has loaded, out of all the matching cars. */
  shownOf: 'Afisate {shown} din {total}',
  /** Without JavaScript: a plain list of every car of the list, one link each. */
  allCarsLink: 'Vezi toate masinile din lista',
  allCarsTitle: '{title}: toate masinile',
  allCarsDescription: 'Lista simpla a tuturor masinilor din {title}, cu legatura catre fiecare oferta.',
  backToList: 'Inapoi la lista cu filtre',
} as const;
