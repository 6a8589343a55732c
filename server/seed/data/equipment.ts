/** Romanian equipment items as dealers list them, by what a car of each segment and fuel usually has. */
import type { Fuel, Segment } from './catalog-types.ts';

const BASE = [
  'Aer conditionat',
  'Sistem de franare de urgenta autonom',
  'Asistent mentinere banda',
  'Pilot automat cu limitator de viteza',
  'Senzori parcare spate',
  'Bluetooth si USB-C',
  'Faruri LED',
  'Volan multifunctional',
  'Geamuri electrice fata/spate',
  'Recunoasterea indicatoarelor rutiere',
  'Oglinzi exterioare reglabile electric si incalzite',
  'Sistem Start/Stop',
];

const MID = [
  'Climatronic bizona',
  'Senzori parcare fata/spate',
  'Camera marsarier',
  'Apple CarPlay / Android Auto',
  'Navigatie cu ecran tactil 10"',
  'Jante aliaj 17"',
  'Scaune fata incalzite',
  'Cheie inteligenta Keyless',
  'Senzor ploaie si lumini',
  'Incarcare wireless telefon',
  'Bord digital',
  'Monitorizare unghi mort',
  'Cotiera centrala fata',
];

const PREMIUM = [
  'Climatronic trizona',
  'Scaune sport din piele',
  'Scaune fata reglabile electric cu memorie',
  'Faruri Matrix LED',
  'Pilot automat adaptiv cu Stop&Go',
  'Camera 360 de grade',
  'Head-up display',
  'Sistem audio premium',
  'Hayon cu deschidere electrica',
  'Plafon panoramic',
  'Jante aliaj 19"',
  'Volan incalzit',
  'Asistent parcare automata',
  'Iluminare ambientala',
];

const BY_FUEL: Partial<Record<Fuel, readonly string[]>> = {
  Electric: ['Pompa de caldura', 'Cablu incarcare Mode 3 Type 2', 'Incarcare rapida DC', 'Planificare incarcare din aplicatie'],
  'Hibrid plug-in': ['Cablu incarcare Mode 3 Type 2', 'Incarcator de bord 7,4 kW', 'Mod de conducere electric'],
  Hibrid: ['Franare regenerativa', 'Mod de conducere EV'],
  GPL: ['Instalatie GPL omologata din fabrica', 'Rezervor GPL 40 l'],
};

/** The items a car of this segment and fuel gets, in a stable order. */
export function equipmentPool(segment: Segment, fuel: Fuel): string[] {
  const tiers = segment === 'premium' ? [...BASE, ...MID, ...PREMIUM] : segment === 'mid' ? [...BASE, ...MID] : BASE;
  return [...tiers, ...(BY_FUEL[fuel] ?? [])];
}
