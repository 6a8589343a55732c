/** Lookup rows besides the catalogue: colours, pollution norms, showrooms and dealer groups. */

export const COLORS: readonly { name: string; code: string }[] = [
  { name: 'Alb Glacier', code: '#f2f3f4' },
  { name: 'Alb Perlat', code: '#e9e6df' },
  { name: 'Negru Magic', code: '#121314' },
  { name: 'Gri Magnetic', code: '#5b6066' },
  { name: 'Gri Platinium', code: '#9a9ea3' },
  { name: 'Argintiu Lunar', code: '#c3c6c8' },
  { name: 'Albastru Iron', code: '#3b4d63' },
  { name: 'Albastru Race', code: '#1f4fa3' },
  { name: 'Rosu Flame', code: '#b3191f' },
  { name: 'Rosu Visiniu', code: '#6b1c24' },
  { name: 'Verde Khaki', code: '#6a6b4b' },
  { name: 'Bej Sahara', code: '#b9a98a' },
  { name: 'Portocaliu Arizona', code: '#d8641f' },
  { name: 'Maro Vison', code: '#5a4638' },
];

export const POLLUTION_NORMS = ['Euro 6b', 'Euro 6c', 'Euro 6d-TEMP', 'Euro 6d', 'Euro 6e', 'Zero emisii (Electric)'] as const;

/** The norm a combustion car registered in `year` was homologated to. */
export function normForYear(year: number): (typeof POLLUTION_NORMS)[number] {
  if (year <= 2017) return 'Euro 6b';
  if (year === 2018) return 'Euro 6c';
  if (year <= 2020) return 'Euro 6d-TEMP';
  if (year <= 2024) return 'Euro 6d';
  return 'Euro 6e';
}

export interface ShowroomSeed {
  name: string;
  address: string;
  link: string;
  weekday: [number, number];
  saturday: [number, number] | null;
  break: [number, number] | null;
}

const maps = (query: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

export const SHOWROOMS: readonly ShowroomSeed[] = [
  {
    name: 'Bucuresti Nord',
    address: 'Sos. Bucuresti-Ploiesti 42-44, Sector 1, 013696 Bucuresti',
    link: maps('Sos. Bucuresti-Ploiesti 42-44, Bucuresti'),
    weekday: [9, 18],
    saturday: [10, 14],
    break: [13, 14],
  },
  {
    name: 'Bucuresti Militari',
    address: 'Bd. Iuliu Maniu 546-560, Sector 6, 061129 Bucuresti',
    link: maps('Bd. Iuliu Maniu 546, Bucuresti'),
    weekday: [9, 19],
    saturday: [10, 15],
    break: [13, 14],
  },
  {
    name: 'Cluj-Napoca',
    address: 'Str. Traian Vuia 206, 400397 Cluj-Napoca, jud. Cluj',
    link: maps('Str. Traian Vuia 206, Cluj-Napoca'),
    weekday: [9, 18],
    saturday: [10, 14],
    break: [13, 14],
  },
  {
    name: 'Timisoara',
    address: 'Calea Aradului 56, 300291 Timisoara, jud. Timis',
    link: maps('Calea Aradului 56, Timisoara'),
    weekday: [8, 17],
    saturday: [9, 13],
    break: [12, 13],
  },
  {
    name: 'Iasi',
    address: 'Bd. Chimiei 2, 700291 Iasi, jud. Iasi',
    link: maps('Bd. Chimiei 2, Iasi'),
    weekday: [9, 18],
    saturday: null,
    break: [13, 14],
  },
  {
    name: 'Brasov',
    address: 'Str. Zizinului 112, 500407 Brasov, jud. Brasov',
    link: maps('Str. Zizinului 112, Brasov'),
    weekday: [9, 18],
    saturday: [10, 14],
    break: null,
  },
];

export interface DealerGroup {
  company_name: string;
  reg_number: string;
  cui: string;
  address: string;
}

/** Subscription cars belong to the mobility company; financed cars to the dealer that sells them. */
export const MOBILITY_COMPANY: DealerGroup = {
  company_name: 'AutoAbonament Mobility SRL',
  reg_number: 'J40/11872/2019',
  cui: 'RO41588210',
  address: 'Bd. Iuliu Maniu 7, Corp A, Sector 6, 061072 Bucuresti',
};

export const DEALER_GROUPS: readonly DealerGroup[] = [
  {
    company_name: 'Auto Nord Distributie SRL',
    reg_number: 'J40/1234/2015',
    cui: 'RO34512890',
    address: 'Sos. Bucuresti-Ploiesti 42-44, Sector 1, 013696 Bucuresti',
  },
  {
    company_name: 'Transilvania Motors SA',
    reg_number: 'J12/2087/2004',
    cui: 'RO16477352',
    address: 'Str. Traian Vuia 206, 400397 Cluj-Napoca',
  },
  {
    company_name: 'Banat Auto Premium SRL',
    reg_number: 'J35/845/2011',
    cui: 'RO28190457',
    address: 'Calea Aradului 56, 300291 Timisoara',
  },
  {
    company_name: 'Moldova Car Trading SRL',
    reg_number: 'J22/1506/2013',
    cui: 'RO31866104',
    address: 'Bd. Chimiei 2, 700291 Iasi',
  },
];

/** World manufacturer identifiers: the first three characters of a real VIN for each brand. */
export const WMI: Readonly<Record<string, string>> = {
  Dacia: 'UU1',
  Renault: 'VF1',
  Skoda: 'TMB',
  Volkswagen: 'WVW',
  Toyota: 'SB1',
  Hyundai: 'TMA',
  Kia: 'U5Y',
  Ford: 'WF0',
  Peugeot: 'VF3',
  Opel: 'W0L',
  Citroen: 'VF7',
  Nissan: 'SJN',
  Mazda: 'JMZ',
  Suzuki: 'TSM',
  BMW: 'WBA',
  'Mercedes-Benz': 'W1K',
  Audi: 'WAU',
};
