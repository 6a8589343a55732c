/**
 * Romanian strings: the business figures' settings (Setari), their rules' messages and labels
 * (part of the catalogue in src/i18n/ro.ts).
 */
export const roFigureSettings = {
  feeRequired: 'Completati suma in EUR.',
  feeInvalid: 'Suma trebuie sa fie un numar intreg de euro, intre {min} si {max}.',
  rateRequired: 'Completati cursul EUR/RON.',
  rateInvalid:
    'Cursul trebuie sa fie un numar intre {min} si {max}, cu cel mult 4 zecimale (de exemplu 4,9775).',
  percentRequired: 'Completati procentul.',
  percentInvalid: 'Procentul trebuie sa fie intre {min} si {max}, cu cel mult 2 zecimale.',
  leiRequired: 'Completati suma in lei.',
  leiInvalid: 'Suma trebuie sa fie un numar intreg de lei, intre {min} si {max}.',
  kmPriceRequired: 'Completati pretul unui km suplimentar in EUR.',
  kmPriceInvalid: 'Pretul trebuie sa fie intre {min} si {max} EUR, cu cel mult 2 zecimale (de exemplu 0,15).',
  phoneRequired: 'Completati telefonul de contact.',
  emailRequired: 'Completati e-mailul de contact.',
  hoursRequired: 'Completati programul de lucru (de exemplu Luni - Vineri 08:00-16:00).',
  /** The back office's Setari labels and hints. */
  labels: {
    reservation_fee_eur: 'Taxa de rezervare (EUR, cu TVA)',
    subscription_guarantee_eur: 'Garantia abonamentului (EUR)',
    eur_ron_rate: 'Cursul EUR/RON',
    file_fee_pct: 'Comision analiza dosar (% din valoarea masinii)',
    file_fee_min_eur: 'Comision analiza dosar minim (EUR)',
    support_phone: 'Telefon de contact',
    support_email: 'E-mail de contact',
    support_hours: 'Program de lucru',
    subscription_extra_km_eur: 'Abonament: pretul unui km suplimentar (EUR, cu TVA)',
    casco_excess_eur: 'Fransiza CASCO la dauna partiala (EUR)',
    rca_estimate_ron_year: 'Cost total: RCA estimat (lei pe an)',
    car_tax_estimate_ron_year: 'Cost total: impozit auto si rovinieta estimate (lei pe an)',
    depreciation_pct_year: 'Cost total: scaderea valorii masinii (% pe an)',
    value_loss_eur_per_1000_km: 'Cost total: scaderea valorii la 1.000 km parcursi (EUR)',
  },
  hints: {
    fees: 'Comenzile deja plasate pastreaza taxa, garantia si cursul din momentul plasarii.',
    totalCost:
      'Estimarile din tabelul "Cat ma costa in total" de pe pagina masinii; fiecare este afisata langa cifra ei.',
    fileFee: 'Se aplica masinilor salvate de acum inainte; ofertele deja calculate raman neschimbate.',
  },
} as const;
