/** Romanian strings: consumer credit disclosure (part of the catalogue in src/i18n/ro.ts). */
/**
 * The representative example of an advertised credit or leasing rate for individuals (Consumer
 * Credit Directive (EU) 2023/2225, art. 8); the warning and the title are in roCreditAds, the
 * instalment without CASCO in roFinancing. No reference to another group here: ro.ts re-exports
 * this module into every island's chunk, and a read of another group's property would keep that
 * group there too. The one exception is legal.ts: a few short facts stated once for every text.
 */
import { LEGAL_CREDIT_DIRECTIVE } from './legal.ts';

export const roDisclosure = {
  exampleIntro: '{type}, persoana fizica, {currency}, {months}, avans {downPayment}%',
  exampleResidual: ', valoare reziduala {residual}%',
  cashPrice: 'Pretul masinii (plata integrala)',
  downPayment: 'Avans',
  totalCreditAmount: 'Valoarea totala a creditului',
  residualValue: 'Valoare reziduala',
  duration: 'Durata',
  borrowingRateFixed: 'Rata dobanzii fixa (anuala)',
  borrowingRateVariable: 'Rata dobanzii variabila (anuala)',
  dae: 'DAE',
  daeWithCasco: 'DAE cu CASCO inclus',
  totalPayable: 'Valoarea totala platibila',
  monthly: 'Rata lunara cu CASCO',
  fileFee: 'Comision analiza dosar',
  cascoChoice:
    'Rata include asigurarea CASCO. Poti aduce o polita CASCO echivalenta de la alt asigurator: atunci platesti rata fara CASCO.',
  notCoveredCompany: `Pentru persoane juridice nu se aplica regulile creditului pentru consumatori (${LEGAL_CREDIT_DIRECTIVE}): exemplul si formularul SECCI privesc doar persoanele fizice.`,
  notCoveredSubscription: `Abonamentul este o inchiriere fara optiune de cumparare, nu un credit: regulile creditului pentru consumatori (${LEGAL_CREDIT_DIRECTIVE}) nu se aplica.`,
} as const;
