/** Per-car PDFs: the equipment list and, for used cars, a maintenance history consistent with its km. */

import { addMonths } from '../../../src/domain/dates.ts';
import { formatDate } from '../../../src/domain/format.ts';
import { leftColumns } from '../../documents/pdf-writer.ts';
import { createRandom, hashSeed } from '../random.ts';
import { openSeedPdf } from './seed-pdf.ts';

export interface CarFacts {
  sku: string;
  productName: string;
  dealerName: string;
  chassisSeries: string | null;
  fuel: string;
  transmission: string;
  traction: string;
  body: string;
  color: string;
  horsepower: number;
  cylindricalCapacity: number | null;
  pollutionNorm: string;
  kmNo: number;
  firstRegistration: string | null;
  updatedDay: string;
  equipment: readonly string[];
}

const km = (value: number) => `${value.toLocaleString('de-DE')} km`;

export async function equipmentPdf(car: CarFacts): Promise<Uint8Array> {
  const pdf = await openSeedPdf(
    car.dealerName,
    'Lista de echipamente',
    `${car.productName} - cod produs ${car.sku}`,
  );
  pdf.heading('Date tehnice');
  pdf.table(leftColumns(['Caracteristica', 'Valoare'], [0.4, 0.6]), [
    ['Serie sasiu', car.chassisSeries ?? '-'],
    ['Combustibil', car.fuel],
    ['Putere', `${car.horsepower} CP`],
    ['Capacitate cilindrica', car.cylindricalCapacity ? `${car.cylindricalCapacity} cmc` : '-'],
    ['Transmisie', car.transmission],
    ['Tractiune', car.traction],
    ['Caroserie', car.body],
    ['Culoare', car.color],
    ['Norma de poluare', car.pollutionNorm],
    ['Kilometraj', km(car.kmNo)],
    ['Prima inmatriculare', car.firstRegistration ? formatDate(car.firstRegistration) : 'neinmatriculata'],
  ]);
  pdf.heading('Echipamente');
  pdf.bullets(car.equipment);
  pdf.paragraph(
    'Lista are caracter informativ. Echipamentele exacte sunt cele din certificatul de conformitate al masinii.',
  );
  return pdf.finish();
}

const OPERATIONS = [
  'Revizie periodica: schimb ulei motor si filtru ulei',
  'Revizie periodica: ulei, filtru ulei, filtru aer, filtru polen',
  'Revizie periodica: ulei, filtre, verificare sistem franare',
  'Inlocuire placute frana fata, ulei si filtru ulei',
  'Revizie periodica: ulei, filtre, lichid de frana',
  'Revizie majora: kit distributie, pompa apa, ulei si filtre',
];

/** Services every 15,000 km or 12 months, whichever comes first, up to the current mileage. */
export function serviceEntries(car: CarFacts): { date: string; km: number; operation: string }[] {
  if (!car.firstRegistration || car.kmNo < 5000) return [];
  const random = createRandom(hashSeed(`service-${car.sku}`));
  const start = car.firstRegistration;
  const months = Math.max(
    1,
    Math.round((Date.parse(car.updatedDay) - Date.parse(start)) / (30.44 * 86_400_000)),
  );
  const kmPerMonth = car.kmNo / months;
  const intervalMonths = Math.max(1, Math.min(12, Math.floor(15_000 / kmPerMonth)));
  const entries: { date: string; km: number; operation: string }[] = [];
  for (let m = intervalMonths, n = 0; m < months; m += intervalMonths, n++) {
    const atKm = Math.round((kmPerMonth * m) / 100) * 100 + random.int(0, 99);
    const operation =
      atKm > 115_000 && !entries.some((e) => e.operation.startsWith('Revizie majora'))
        ? OPERATIONS[5]
        : OPERATIONS[n % 5];
    entries.push({ date: addMonths(start, m), km: atKm, operation: operation ?? '' });
  }
  return entries;
}

export async function maintenancePdf(car: CarFacts): Promise<Uint8Array> {
  const pdf = await openSeedPdf(
    car.dealerName,
    'Istoric service',
    `${car.productName} - cod produs ${car.sku} - serie sasiu ${car.chassisSeries ?? '-'}`,
  );
  pdf.paragraph(
    `Prima inmatriculare: ${car.firstRegistration ? formatDate(car.firstRegistration) : '-'}. Kilometraj la data listarii: ${km(car.kmNo)}. Toate lucrarile au fost efectuate in service autorizat al marcii.`,
  );
  const entries = serviceEntries(car);
  pdf.heading('Interventii');
  if (entries.length === 0) pdf.paragraph('Masina nu a ajuns inca la prima revizie periodica.');
  else
    pdf.table(
      leftColumns(['Data', 'Kilometraj', 'Operatiune'], [0.18, 0.2, 0.62]),
      entries.map((e) => [formatDate(e.date), km(e.km), e.operation]),
    );
  pdf.paragraph('Documentele justificative (facturi si fise de lucru) pot fi consultate in showroom.');
  return pdf.finish();
}
