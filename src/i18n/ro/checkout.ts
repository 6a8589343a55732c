/** Romanian strings: checkout (part of the catalogue in src/i18n/ro.ts). */
/** Checkout: resolution markers, payment step (/rezolutie), card payment (/plata), result (/complete). */
export const roCheckout = {
  resolutionTitle: 'Rezolutie comanda',
  paymentPageTitle: 'Pagina de plata',
  resultPageTitle: 'Rezultat plata',
  loadingOrder: 'Se incarca datele comenzii...',
  orderNotFound: 'Comanda nu a fost gasita. Verifica linkul primit pe e-mail.',
  orderNotApproved: 'Aceasta comanda nu este aprobata pentru plata online.',
  orderAlreadyPaid: 'Aceasta comanda a fost deja platita.',
  identificationPending: 'Identificarea video si semnarea contractului nu sunt inca finalizate.',
  continueIdentification: 'Continua identificarea',
  backHome: 'Inapoi la pagina principala',
  error1: 'A aparut o eroare, va rugam reluati procesul de videoidentificare',
  error2:
    'A aparut o eroare, identificarea nu a putut fi efectuata sau rezultatul este negativ, va rugam reluati procesul de videoidentificare',
  error3: 'Identificarea video a esuat',
  error4: 'Semnarea contractului a esuat',
  /**
   * error3/error4 screens speak formally, like the spec's own marker messages (error1/error2 'va
   * rugam') and the alerts that follow the contact request (roCommon.success, roCommon.serverError).
   */
  insufficientDetails:
    'Ne pare rau, detaliile furnizate nu sunt suficiente pentru a finaliza contractarea online. Un consultant va poate ajuta sa finalizati comanda.',
  requestContact: 'Vreau sa fiu contactat',
  headingGuarantee: 'Achiti taxa de garantie',
  headingReservation: 'Achiti taxa de rezervare',
  informationTitle: 'Informatii',
  monthlyValue: 'Valoare lunara',
  duration: 'Durata',
  pickupDate: 'Data preluarii',
  equipmentList: 'Lista echipamente',
  downloadOffer: 'Descarca oferta',
  creditValue: 'Valoare credit',
  financedValue: 'Valoare finantata',
  monthlyRate: 'Rata lunara',
  vatAndCascoIncluded: '(TVA si CASCO incluse)',
  vatExcludedCascoIncluded: '(fara TVA, CASCO inclus)',
  downPayment: 'Avans',
  financialDetails: 'Descarca detalii financiare',
  deliveryLegend: 'Modalitate de preluare',
  pickupFree: 'Preluare gratuita',
  homeDelivery: 'Livrare la domiciliu',
  countyLabel: 'Judet',
  localityLabel: 'Localitate',
  addressLabel: 'Adresa',
  phoneLabel: 'Telefon',
  chooseOption: 'Alege o optiune',
  countiesUnavailable: 'Nu am putut incarca lista de judete. Reincarca pagina.',
  citiesUnavailable: 'Nu am putut incarca lista de localitati. Reincarca pagina.',
  transportCost: 'Cost transport: {amount}',
  transportCostWithVat: 'Cost transport: {amount} ({net} + TVA 21%)',
  transportFree: 'Cost transport: {amount} (livrare gratuita)',
  termsConsent: 'Am citit si sunt de acord cu',
  termsLink: 'termenii si conditiile',
  feeFinancing: 'Taxa de rezervare este de {ron} (echivalentul a {eur}) si se scade din avans.',
  feeSubscription:
    'Taxa de garantie este de {ron} (echivalentul a {eur}) si se returneaza integral la finalul contractului daca nu exista costuri suplimentare.',
  pay: 'Plateste',
  deliveryFailed:
    'Nu am putut salva adresa de livrare, asa ca plata nu a inceput. Te rugam sa incerci din nou.',
  doNotClose: 'Te rugam sa nu inchizi aceasta pagina pana la finalizarea platii.',
  loadingWidget: 'Se incarca formularul de plata...',
  otherCard: 'Plateste cu alt card',
  /** Stripe refused the card without saying why. */
  stripeCardRefused: 'Plata nu a fost autorizata. Verifica datele cardului sau incearca alt card.',
  stripePaying: 'Se proceseaza plata...',
  paymentErrorTitle: 'A aparut o eroare',
  paymentErrorText: 'Te rugam sa incerci o noua plata',
  retryPayment: 'Incearca din nou',
  paymentUnavailableTitle: 'Plata online este momentan indisponibila',
  paymentUnavailableText:
    'Comanda ta este salvata. Un consultant te va contacta pentru plata, sau poti reveni mai tarziu pe aceasta pagina.',
  checkingPayment: 'Verificam plata...',
  paymentFailedTitle: 'Plata nereusita!',
  paymentFailedText: 'Autorizarea platii a esuat. Nu a fost retrasa nicio suma de pe card.',
  backToPayment: 'Inapoi la pasul de plata',
  paymentNotFoundText: 'Nu am gasit aceasta plata. Te rugam sa incerci o noua plata.',
  carReservedTitle: 'Masina a fost deja rezervata',
  carReservedText:
    'Ne pare rau, un alt client a platit deja rezervarea acestei masini, asa ca plata ta nu mai este posibila. Nu a fost retrasa nicio suma de pe card.',
  /** The provider took the money before the car went to another paid order; it is given back. */
  carReservedRefundedText:
    'Ne pare rau, un alt client a platit rezervarea acestei masini inaintea ta. Suma platita de tine a fost returnata integral pe card; in functie de banca, poate aparea in extras in pana la 10 zile lucratoare.',
  /** The automatic refund failed: staff give it back by hand (the desk lists it). */
  carReservedRefundOwedText:
    'Ne pare rau, un alt client a platit rezervarea acestei masini inaintea ta. Suma platita de tine iti va fi returnata integral pe card; un consultant te va contacta in cel mult o zi lucratoare.',
  otherCars: 'Vezi alte masini',
  successTitle: 'Felicitari! Masina a fost rezervata.',
  successText:
    'Ti-am trimis un e-mail cu detaliile comenzii, iar un consultant te va contacta telefonic in curand.',
  /** The order code (the order uuid) the e-mails and the withdrawal page refer to. */
  orderCode: 'Codul comenzii: {code}',
  unpaidTitle: 'Comanda nu este platita inca',
  unpaidText: 'Nu am primit inca plata pentru aceasta comanda. Poti plati acum cu cardul.',
  goToPayment: 'Mergi la plata',
  alreadyPaidTitle: 'Comanda a fost deja platita',
  alreadyPaidText: 'Plata pentru aceasta comanda a fost primita; nu mai este nimic de platit.',
  viewOrderResult: 'Vezi rezultatul comenzii',
  notPayableTitle: 'Comanda nu poate fi platita inca',
  notPayableText:
    'Plata se face dupa aprobarea cererii si, pentru abonament, dupa semnarea contractului. Pe pagina comenzii vezi ce mai este de facut.',
  viewOrder: 'Vezi pagina comenzii',
  closedTitle: 'Comanda este inchisa',
  closedText:
    'Aceasta comanda a fost anulata sau rezervarea ei a expirat fara plata, asa ca nu mai poate fi platita. Pe pagina comenzii vezi cand s-a inchis; o comanda noua o poti incepe de pe pagina masinii.',
} as const;
