/**
 * Romanian strings: the car page's "Cat ma costa in total" comparison (issue 37) and the
 * subscription's extra-km price and CASCO excess. Figures from the settings are `{name}`
 * placeholders (business-figures.ts fills them); `{amount}`, `{months}`… are filled per figure.
 */
export const roTotalCost = {
  heading: 'Cat ma costa in total',
  intro:
    'Acelasi numar de luni si acelasi kilometraj, pentru fiecare mod in care poti avea masina. Cifrele vin din ofertele masinii; estimarile sunt scrise langa ele.',
  periodLabel: 'Perioada',
  mileageLabel: 'Kilometri pe an',
  monthsOption: '{months}',
  kmOption: '{km} pe an',
  kmCount: { one: '{count} km', few: '{count} km', other: '{count} de km' },
  tableCaption: 'Costul total pe {months}, cu {km} pe an, in lei, pentru persoana fizica (cu TVA)',
  costColumn: 'Cost',
  assumptionColumn: 'Ce am presupus',
  products: {
    carSubscription: 'Abonament',
    credit: 'Credit auto',
    leasing: 'Leasing financiar',
  },
  lines: {
    monthlyFees: 'Abonament lunar',
    extraKm: 'Km peste pachet',
    guaranteePaid: 'Garantie platita la inceput',
    guaranteeReturned: 'Garantie returnata la final',
    downPayment: 'Avans',
    instalments: 'Rate lunare (fara CASCO)',
    casco: 'CASCO (inclusa in rata)',
    fileFee: 'Comision analiza dosar',
    residual: 'Valoare reziduala (platita la final)',
    rca: 'RCA (estimare)',
    taxes: 'Impozit auto si rovinieta (estimare)',
  },
  totalPaid: 'Total platit',
  valueAtEnd: 'Valoarea masinii la final (ramane a ta)',
  netCost: 'Cost net (total platit minus ce ramane al tau)',
  times: '{count} × {amount}',
  amount: '{amount} lei',
  notOffered: 'Nu se ofera pe {months}',
  notOfferedCar: 'Masina nu se ofera cu acest produs',
  notApplicable: 'nu se aplica',
  notes: {
    monthlyFees:
      'Pachetul de {package} pe luna, cel mai ieftin pentru kilometrajul ales; pretul in EUR, platit in lei la cursul de {rate} lei pentru 1 EUR.',
    extraKm: '{km} peste pachet, la {extra_km_price} pe km.',
    guaranteeReturned: 'Garantia de {guarantee} se returneaza la final daca nu exista costuri suplimentare.',
    loanTermsLead: 'Termenii impliciti ai ofertei, cu dobanda fixa in lei.',
    loanTerms: '{product}: avans de {downPayment}%{residual}.',
    residualTerms: ', valoare reziduala de {residual}%',
    rca: 'Estimare de {rca_estimate} pe an; pretul real depinde de sofer si de masina. In abonament, RCA este inclusa.',
    taxes:
      'Estimare de {car_tax_estimate} pe an; impozitul real depinde de capacitatea motorului si de localitate. In abonament, rovinieta este inclusa.',
    valueAtEnd:
      'Estimare: pretul de azi ({price}) scade cu {depreciation_pct} pe an si cu {value_loss_per_1000_km} la fiecare 1.000 km parcursi ({km} in total), la cursul de {rate} lei pentru 1 EUR.',
    subscriptionValue: 'Masina se returneaza la final.',
  },
  notIncluded:
    'Reviziile, anvelopele, masina de schimb si asistenta rutiera sunt incluse in abonament; la credit si leasing nu sunt in calcul.',
  cheapest: 'Pe {months}, cu {km} pe an, costul net cel mai mic il are: {product} ({amount}).',
  summaryItem: '{product}: {amount}.',
  summaryNone: 'Pe {months} nu exista nicio oferta pentru aceasta masina.',
  /** The subscription car's own figures, beside its panel. */
  subscriptionCosts: {
    heading: 'Costuri in afara abonamentului',
    extraKm: 'Km peste pachetul ales',
    extraKmValue: '{extra_km_price} pe km, cu TVA',
    cascoExcess: 'Fransiza CASCO la o dauna partiala',
    cascoExcessValue: '{casco_excess} pe dauna',
  },
} as const;
