/**
 * The 41 counties and Bucharest, with their postal prefixes (the first two digits of every postal
 * code in the county; Bucharest has one per sector) and home delivery tiers by distance.
 * Localities: the county seat first, then towns and communes.
 */

/** Home delivery price in EUR without VAT by distance tier from the Bucharest hub. */
export const DELIVERY_TIER_EUR = { 1: 49, 2: 79, 3: 99, 4: 119, 5: 149 } as const;

export interface CountySeed {
  name: string;
  /** Two-digit postal prefix; null for Bucharest (the sector gives it). */
  prefix: string | null;
  tier: keyof typeof DELIVERY_TIER_EUR;
  localities: readonly string[];
}

export const COUNTIES: readonly CountySeed[] = [
  { name: 'Alba', prefix: '51', tier: 3, localities: ['Alba Iulia', 'Sebes', 'Blaj', 'Aiud', 'Cugir', 'Ocna Mures'] },
  { name: 'Arad', prefix: '31', tier: 4, localities: ['Arad', 'Ineu', 'Lipova', 'Chisineu-Cris', 'Pecica', 'Vladimirescu'] },
  { name: 'Arges', prefix: '11', tier: 2, localities: ['Pitesti', 'Campulung', 'Curtea de Arges', 'Mioveni', 'Costesti', 'Bradu'] },
  { name: 'Bacau', prefix: '60', tier: 3, localities: ['Bacau', 'Onesti', 'Moinesti', 'Comanesti', 'Buhusi', 'Margineni'] },
  { name: 'Bihor', prefix: '41', tier: 4, localities: ['Oradea', 'Salonta', 'Marghita', 'Beius', 'Alesd', 'Sanmartin'] },
  { name: 'Bistrita-Nasaud', prefix: '42', tier: 4, localities: ['Bistrita', 'Beclean', 'Nasaud', 'Sangeorz-Bai', 'Lechinta'] },
  { name: 'Botosani', prefix: '71', tier: 5, localities: ['Botosani', 'Dorohoi', 'Saveni', 'Darabani', 'Flamanzi', 'Bucecea'] },
  { name: 'Braila', prefix: '81', tier: 3, localities: ['Braila', 'Ianca', 'Faurei', 'Insuratei', 'Chiscani'] },
  { name: 'Brasov', prefix: '50', tier: 3, localities: ['Brasov', 'Fagaras', 'Sacele', 'Codlea', 'Rasnov', 'Zarnesti', 'Ghimbav'] },
  {
    name: 'Bucuresti',
    prefix: null,
    tier: 1,
    localities: ['Bucuresti Sector 1', 'Bucuresti Sector 2', 'Bucuresti Sector 3', 'Bucuresti Sector 4', 'Bucuresti Sector 5', 'Bucuresti Sector 6'],
  },
  { name: 'Buzau', prefix: '12', tier: 2, localities: ['Buzau', 'Ramnicu Sarat', 'Nehoiu', 'Pogoanele', 'Patarlagele'] },
  { name: 'Calarasi', prefix: '91', tier: 2, localities: ['Calarasi', 'Oltenita', 'Budesti', 'Fundulea', 'Lehliu-Gara'] },
  { name: 'Caras-Severin', prefix: '32', tier: 5, localities: ['Resita', 'Caransebes', 'Bocsa', 'Oravita', 'Moldova Noua', 'Otelu Rosu'] },
  { name: 'Cluj', prefix: '40', tier: 4, localities: ['Cluj-Napoca', 'Turda', 'Dej', 'Campia Turzii', 'Gherla', 'Floresti', 'Apahida'] },
  { name: 'Constanta', prefix: '90', tier: 3, localities: ['Constanta', 'Medgidia', 'Mangalia', 'Navodari', 'Ovidiu', 'Eforie', 'Cernavoda'] },
  { name: 'Covasna', prefix: '52', tier: 3, localities: ['Sfantu Gheorghe', 'Targu Secuiesc', 'Covasna', 'Baraolt', 'Intorsura Buzaului'] },
  { name: 'Dambovita', prefix: '13', tier: 2, localities: ['Targoviste', 'Moreni', 'Pucioasa', 'Gaesti', 'Titu', 'Fieni'] },
  { name: 'Dolj', prefix: '20', tier: 3, localities: ['Craiova', 'Bailesti', 'Calafat', 'Filiasi', 'Segarcea', 'Dabuleni'] },
  { name: 'Galati', prefix: '80', tier: 3, localities: ['Galati', 'Tecuci', 'Targu Bujor', 'Beresti', 'Sendreni'] },
  { name: 'Giurgiu', prefix: '08', tier: 2, localities: ['Giurgiu', 'Bolintin-Vale', 'Mihailesti', 'Bolintin-Deal', 'Comana'] },
  { name: 'Gorj', prefix: '21', tier: 4, localities: ['Targu Jiu', 'Motru', 'Rovinari', 'Bumbesti-Jiu', 'Novaci', 'Targu Carbunesti'] },
  { name: 'Harghita', prefix: '53', tier: 4, localities: ['Miercurea Ciuc', 'Odorheiu Secuiesc', 'Gheorgheni', 'Toplita', 'Cristuru Secuiesc'] },
  { name: 'Hunedoara', prefix: '33', tier: 4, localities: ['Deva', 'Hunedoara', 'Petrosani', 'Orastie', 'Brad', 'Simeria', 'Vulcan'] },
  { name: 'Ialomita', prefix: '92', tier: 2, localities: ['Slobozia', 'Fetesti', 'Urziceni', 'Tandarei', 'Amara'] },
  { name: 'Iasi', prefix: '70', tier: 4, localities: ['Iasi', 'Pascani', 'Harlau', 'Targu Frumos', 'Podu Iloaiei', 'Miroslava', 'Valea Lupului'] },
  { name: 'Ilfov', prefix: '07', tier: 1, localities: ['Buftea', 'Voluntari', 'Otopeni', 'Popesti-Leordeni', 'Chiajna', 'Bragadiru', 'Pantelimon'] },
  { name: 'Maramures', prefix: '43', tier: 5, localities: ['Baia Mare', 'Sighetu Marmatiei', 'Borsa', 'Viseu de Sus', 'Targu Lapus', 'Baia Sprie'] },
  { name: 'Mehedinti', prefix: '22', tier: 4, localities: ['Drobeta-Turnu Severin', 'Orsova', 'Strehaia', 'Vanju Mare', 'Baia de Arama'] },
  { name: 'Mures', prefix: '54', tier: 4, localities: ['Targu Mures', 'Reghin', 'Sighisoara', 'Tarnaveni', 'Ludus', 'Sovata'] },
  { name: 'Neamt', prefix: '61', tier: 4, localities: ['Piatra Neamt', 'Roman', 'Targu Neamt', 'Bicaz', 'Roznov'] },
  { name: 'Olt', prefix: '23', tier: 3, localities: ['Slatina', 'Caracal', 'Bals', 'Corabia', 'Draganesti-Olt', 'Scornicesti'] },
  { name: 'Prahova', prefix: '10', tier: 2, localities: ['Ploiesti', 'Campina', 'Sinaia', 'Busteni', 'Breaza', 'Valenii de Munte', 'Baicoi'] },
  { name: 'Salaj', prefix: '45', tier: 4, localities: ['Zalau', 'Simleu Silvaniei', 'Jibou', 'Cehu Silvaniei', 'Crasna'] },
  { name: 'Satu Mare', prefix: '44', tier: 5, localities: ['Satu Mare', 'Carei', 'Negresti-Oas', 'Tasnad', 'Livada', 'Ardud'] },
  { name: 'Sibiu', prefix: '55', tier: 3, localities: ['Sibiu', 'Medias', 'Cisnadie', 'Avrig', 'Agnita', 'Selimbar'] },
  { name: 'Suceava', prefix: '72', tier: 5, localities: ['Suceava', 'Falticeni', 'Radauti', 'Campulung Moldovenesc', 'Vatra Dornei', 'Gura Humorului'] },
  { name: 'Teleorman', prefix: '14', tier: 2, localities: ['Alexandria', 'Rosiorii de Vede', 'Turnu Magurele', 'Zimnicea', 'Videle'] },
  { name: 'Timis', prefix: '30', tier: 4, localities: ['Timisoara', 'Lugoj', 'Sannicolau Mare', 'Jimbolia', 'Buzias', 'Dumbravita', 'Giroc'] },
  { name: 'Tulcea', prefix: '82', tier: 4, localities: ['Tulcea', 'Babadag', 'Macin', 'Isaccea', 'Sulina'] },
  { name: 'Valcea', prefix: '24', tier: 3, localities: ['Ramnicu Valcea', 'Dragasani', 'Calimanesti', 'Horezu', 'Brezoi', 'Baile Olanesti'] },
  { name: 'Vaslui', prefix: '73', tier: 4, localities: ['Vaslui', 'Barlad', 'Husi', 'Negresti', 'Murgeni'] },
  { name: 'Vrancea', prefix: '62', tier: 3, localities: ['Focsani', 'Adjud', 'Marasesti', 'Panciu', 'Odobesti'] },
];

/**
 * A locality's postal code: the county seat gets `PP0001`-style city codes, towns `PP5x00` like
 * the real ones (Gherla 405300, Sebes 515800); a Bucharest sector gets `0S00xx`.
 */
export function postalCode(county: CountySeed, index: number): string {
  if (county.prefix === null) return `0${index + 1}0${String(11 + index * 7).padStart(3, '0')}`;
  if (index === 0) return `${county.prefix}0001`;
  return `${county.prefix}${5000 + (index * 2 - 1) * 100}`;
}
