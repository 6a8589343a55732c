import { DEFAULT_FIGURES, fillFigures } from '../../../src/domain/business-figures.ts';
/** The static product sheets and the insurance information document (PID) linked from the site. */

import {
  CASCO_YEARLY_PCT,
  INTEREST_RATE_EUR,
  INTEREST_RATE_RON,
} from '../../../src/domain/financing/offer-figures.ts';
import { roLegal } from '../../../src/i18n/ro.ts';
import { leftColumns } from '../../documents/pdf-writer.ts';
import { openSeedPdf } from './seed-pdf.ts';

/**
 * The product sheets are PDF files made once, when the seed runs: they name the figures the seed
 * writes as settings (a later change in Setari does not remake them).
 */
const seeded = (text: string) => fillFigures(text, DEFAULT_FIGURES);

const MOBILITY = 'AutoAbonament Mobility SRL - J40/11872/2019 - CUI RO41588210';
const FINANCE = 'AutoAbonament Finance IFN SA - J40/3391/2008 - CUI RO23488015';
const BROKER = 'AutoAbonament Broker de Asigurare SRL - autorizatie ASF RBK-1043';

async function subscriptionSheet(): Promise<Uint8Array> {
  const pdf = await openSeedPdf(
    MOBILITY,
    'Fisa produsului: Abonament auto',
    'Informatii precontractuale pentru abonamentul auto pe masini noi',
  );
  pdf.heading('Ce este abonamentul auto');
  pdf.paragraph(
    'Folosesti o masina noua pentru o perioada aleasa, la un pret lunar fix in EUR cu TVA inclus, platit in lei la cursul din contract. Nu platesti avans.',
  );
  pdf.heading('Ce include pretul lunar');
  pdf.bullets([
    'chiria masinii',
    'asigurarile RCA si CASCO',
    'anvelope all-season',
    'masina de schimb si asistenta rutiera',
    'mentenanta si revizii',
    'rovinieta',
  ]);
  pdf.heading('Perioade si kilometri');
  pdf.table(leftColumns(['Element', 'Optiuni'], [0.35, 0.65]), [
    ['Perioada minima', '3, 6 sau 12 luni'],
    ['Prelungire', 'automata, lunar, pana la 36 de luni de utilizare'],
    ['Kilometri lunari inclusi', '1.000, 1.500, 2.000 sau 3.000 km'],
    ['Garantie', seeded('{guarantee}, platita online in lei, returnata la final')],
    ['Livrare', 'in orice localitate din Romania'],
  ]);
  pdf.heading('Incetarea');
  pdf.paragraph(
    'Dupa perioada minima poti incheia abonamentul oricand, cu o notificare de 30 de zile. Garantia se restituie integral daca nu exista costuri suplimentare.',
  );
  return pdf.finish();
}

async function financingSheet(): Promise<Uint8Array> {
  const pdf = await openSeedPdf(
    FINANCE,
    'Fisa produsului: Credit auto si leasing financiar',
    'Informatii precontractuale pentru finantarea masinilor rulate si putin rulate',
  );
  pdf.heading('Produse');
  pdf.table(leftColumns(['', 'Credit auto', 'Leasing financiar'], [0.22, 0.3, 0.48]), [
    ['Clienti', 'persoane fizice', 'persoane fizice si juridice'],
    ['Moneda', 'RON', 'RON sau EUR'],
    ['Avans', '15% - 55%', '15% - 50% (EUR persoane fizice: 30% - 50%)'],
    ['Valoare reziduala', '-', '5%, 10%, 15% sau 20%'],
    ['Perioada', '12 - 60 luni', '12 - 60 luni'],
    [
      'Dobanda',
      `fixa, ${INTEREST_RATE_RON}% pe an`,
      `fixa in RON ${INTEREST_RATE_RON}%; variabila in EUR ${INTEREST_RATE_EUR}%`,
    ],
  ]);
  pdf.heading('Costuri');
  pdf.bullets([
    seeded('comision de analiza dosar: {file_fee_pct} din valoarea masinii, minimum {file_fee_min}'),
    `asigurare CASCO inclusa in rata: aproximativ ${CASCO_YEARLY_PCT}% pe an din valoarea masinii`,
    seeded('taxa de rezervare: {reservation_fee} cu TVA, dedusa din avans'),
  ]);
  pdf.heading('DAE');
  pdf.paragraph(
    `Dobanda anuala efectiva este calculata conform ${roLegal.creditDirectiveOf} si include dobanda si comisionul de analiza dosar. DAE totala include si asigurarea CASCO.`,
  );
  pdf.heading('Pasii finantarii');
  pdf.bullets([
    'alegi pachetul de finantare',
    'obtii pre-aprobarea online in aproximativ 10 minute',
    'platesti taxa de rezervare',
    'ridici masina sau o primesti acasa',
  ]);
  return pdf.finish();
}

async function insuranceSheet(): Promise<Uint8Array> {
  const pdf = await openSeedPdf(
    BROKER,
    'Fisa produsului: Asigurare RCA',
    'Asigurarea obligatorie de raspundere civila auto, intermediata online',
  );
  pdf.paragraph('Peste 20 de ani de experienta in brokerajul asigurarilor RCA si CASCO in Romania.');
  pdf.heading('Cum functioneaza');
  pdf.table(leftColumns(['Pas', 'Ce faci'], [0.1, 0.9]), [
    ['1', 'completezi datele masinii si perioada asigurarii'],
    ['2', 'completezi datele proprietarului si iti faci cont'],
    ['3', 'alegi oferta potrivita dintre asiguratorii autorizati'],
    ['4', 'platesti cu cardul; polita vine pe e-mail si in cont'],
  ]);
  pdf.heading('Perioade disponibile');
  pdf.paragraph(
    '1, 3, 6 sau 12 luni. Polita intra in vigoare de la data aleasa, dar nu mai devreme de ziua urmatoare platii.',
  );
  return pdf.finish();
}

async function insuranceInformationDocument(): Promise<Uint8Array> {
  const pdf = await openSeedPdf(
    BROKER,
    'Document de informare privind produsul de asigurare (PID)',
    'Asigurare CASCO inclusa in abonament si in finantare - asigurator partener autorizat ASF',
  );
  pdf.paragraph(
    'Acest document ofera un rezumat al principalelor caracteristici ale asigurarii. Informatiile complete se regasesc in conditiile contractuale.',
  );
  pdf.heading('Ce se asigura?');
  pdf.bullets([
    'avarii din accidente rutiere',
    'incendiu, explozie, trasnet',
    'fenomene naturale: grindina, inundatie, furtuna',
    'furtul masinii sau al unor piese',
    'spargerea geamurilor',
  ]);
  pdf.heading('Ce nu se asigura?');
  pdf.bullets([
    'conducerea sub influenta alcoolului sau a drogurilor',
    'conducerea fara permis valabil',
    'uzura normala si defectele mecanice',
    'daunele produse intentionat',
  ]);
  pdf.heading('Exista restrictii de acoperire?');
  pdf.table(leftColumns(['Situatie', 'Fransiza'], [0.5, 0.5]), [
    // The excess the car page states (setting casco_excess_eur), as seeded.
    ['Dauna partiala', seeded('{casco_excess}')],
    ['Furt total', '10% din suma asigurata'],
    ['Geamuri', 'fara fransiza'],
  ]);
  pdf.heading('Unde beneficiez de asigurare?');
  pdf.paragraph('In Romania si in tarile Spatiului Economic European, Elvetia, Serbia si Republica Moldova.');
  pdf.heading('Care sunt obligatiile mele?');
  pdf.bullets([
    'sa anunt dauna in cel mult 48 de ore',
    'sa prezint masina la constatare',
    'sa furnizez documentele cerute',
  ]);
  pdf.heading('Cand si cum platesc?');
  pdf.paragraph('Prima de asigurare este inclusa in rata lunara a abonamentului sau a finantarii.');
  return pdf.finish();
}

export const PRODUCT_DOCUMENTS: Readonly<Record<string, () => Promise<Uint8Array>>> = {
  'documents/fisa_produs_abonament.pdf': subscriptionSheet,
  'documents/fisa_produs_finantare.pdf': financingSheet,
  'documents/fisa_produs_asigurare.pdf': insuranceSheet,
  'documents/pid_asigurare.pdf': insuranceInformationDocument,
};
