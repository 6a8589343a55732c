/** FAQ categories and answers (HTML), consistent with the spec's business facts. */
import { roLegal } from '../../../src/i18n/ro.ts';

export interface FaqCategorySeed {
  name: string;
  faqs: readonly (readonly [question: string, answer: string])[];
}

export const FAQ_CATEGORIES: readonly FaqCategorySeed[] = [
  {
    name: 'Abonament auto',
    faqs: [
      [
        'Ce include abonamentul auto?',
        '<p>Pretul lunar include tot ce tine de masina, mai putin combustibilul:</p><ul><li>chiria masinii noi;</li><li>asigurarile <strong>RCA si CASCO</strong>;</li><li>anvelope all-season;</li><li>revizii si mentenanta;</li><li>masina de schimb si asistenta rutiera;</li><li>rovinieta.</li></ul>',
      ],
      [
        'Trebuie sa platesc avans?',
        '<p>Nu. Abonamentul nu are avans. Platesti online, in lei, o <strong>garantie de {{guarantee}}</strong>, pe care o primesti inapoi integral la final daca nu exista costuri suplimentare.</p>',
      ],
      [
        'Pe ce perioada pot incheia abonamentul?',
        '<p>Alegi o perioada minima de 3, 6 sau 12 luni. Dupa aceasta, abonamentul se prelungeste automat de la luna la luna, pana la <strong>36 de luni</strong> de utilizare, iar costul lunar scade. Poti incheia oricand, cu o notificare prealabila.</p>',
      ],
      [
        'Ce se intampla daca depasesc kilometrii inclusi?',
        '<p>Alegi de la inceput pachetul de kilometri lunari: 1.000, 1.500, 2.000 sau 3.000 km. Kilometrii parcursi peste pachet se factureaza la predarea masinii, la tariful din contract.</p>',
      ],
      [
        'In ce moneda platesc?',
        '<p>Preturile sunt afisate in EUR cu TVA inclus si se platesc in lei, la cursul din contract.</p>',
      ],
      [
        'Pot schimba masina in timpul abonamentului?',
        '<p>Da. Dupa perioada minima poti prelungi, schimba modelul sau returna masina. Scrie-ne la <a href="mailto:{{support_email}}">{{support_email}}</a> si te ajutam sa alegi.</p>',
      ],
    ],
  },
  {
    name: 'Finantare',
    faqs: [
      [
        'Ce tipuri de finantare oferiti?',
        '<p>Oferim <strong>credit auto</strong> (pentru persoane fizice, in lei) si <strong>leasing financiar</strong> (persoane fizice si companii, in lei sau in euro), pentru masini rulate si putin rulate.</p>',
      ],
      [
        'Cat dureaza pre-aprobarea?',
        '<p>Pre-aprobarea online dureaza in jur de <strong>10 minute</strong>. Completezi datele de contact, informatiile personale, obligatiile lunare si veniturile, iar raspunsul apare pe ecran.</p>',
      ],
      [
        'Ce avans si ce perioada pot alege?',
        '<ul><li>Credit: avans de 15%, 25%, 35%, 45% sau 55%.</li><li>Leasing: avans de 15% pana la 50% si valoare reziduala de 5% pana la 20%.</li><li>Perioada: intre 12 si 60 de luni.</li></ul>',
      ],
      [
        'Dobanda este fixa sau variabila?',
        `<p>Pentru creditul si leasingul in lei dobanda este <strong>fixa</strong>. Leasingul in euro are dobanda <strong>variabila</strong>, calculata pe baza ${roLegal.referenceRate} plus marja.</p>`,
      ],
      [
        'Ce este DAE?',
        '<p>Dobanda anuala efectiva (DAE) exprima costul total al finantarii ca procent anual: include dobanda si comisionul de analiza dosar. Afisam si o DAE totala, care include si asigurarea CASCO.</p>',
      ],
      [
        'Rata lunara include CASCO?',
        '<p>Da. Rata afisata pentru persoane fizice include CASCO si TVA. Pentru companii afisam rata fara TVA, cu CASCO inclus.</p>',
      ],
      [
        'Ce acte imi trebuie?',
        '<p>Pentru persoane fizice: actul de identitate si datele despre venituri. Pentru companii: CUI, numarul de inregistrare la Registrul Comertului si datele reprezentantului legal. Identificarea se face online, prin video.</p>',
      ],
    ],
  },
  {
    name: 'Plata si rezervare',
    faqs: [
      [
        'Cat costa rezervarea unei masini?',
        '<p>Taxa de rezervare este de <strong>{{reservation_fee}} cu TVA</strong>, platita in lei cu cardul. Pentru credit si leasing, suma se scade din avans.</p>',
      ],
      [
        'Cum platesc?',
        '<p>Platesti online cu cardul, pe pagina securizata a procesatorului de plati. Datele cardului nu ajung la noi.</p>',
      ],
      [
        'Pot primi banii inapoi?',
        '<p>Da, poti cere rambursarea taxei de rezervare completand <a href="/formular-ramburs">formularul de ramburs</a>, impreuna cu extrasul de cont in format PDF.</p>',
      ],
      [
        'Ce inseamna o masina rezervata?',
        '<p>Masina a fost rezervata de alt client. Poti seta o <strong>alerta de stoc</strong> si te contactam cand un model similar revine in stoc.</p>',
      ],
      [
        'Pot anula o vizionare programata?',
        '<p>Da. In e-mailul de confirmare primesti un link de anulare; il poti folosi oricand inainte de programare.</p>',
      ],
    ],
  },
  {
    name: 'Livrare si preluare',
    faqs: [
      [
        'Unde pot ridica masina?',
        '<p>Ridicarea din showroom este <strong>gratuita</strong>: Bucuresti Nord, Bucuresti Militari, Cluj-Napoca, Timisoara, Iasi sau Brasov.</p>',
      ],
      [
        'Livrati acasa?',
        '<p>Da, livram in orice localitate din tara. Costul transportului depinde de judet si se afiseaza inainte de plata.</p>',
      ],
      [
        'Cand pot prelua masina in abonament?',
        '<p>Alegi data preluarii in calendar, intre 2 si 30 de zile de la disponibilitatea masinii. Daca data cade in weekend, preluarea se muta in lunea urmatoare.</p>',
      ],
      [
        'Ce verific la preluare?',
        '<ul><li>starea caroseriei si a interiorului;</li><li>kilometrajul trecut in procesul-verbal;</li><li>documentele: certificat de inmatriculare, RCA, CASCO, rovinieta.</li></ul>',
      ],
    ],
  },
  {
    name: 'Asigurari',
    faqs: [
      [
        'Ce asigurari sunt incluse in abonament?',
        '<p>Abonamentul include <strong>RCA si CASCO</strong>, fara costuri suplimentare.</p>',
      ],
      [
        'Pot cumpara doar RCA?',
        '<p>Da. Din sectiunea <a href="/asigurare">Vreau Asigurare</a> ajungi la partenerul nostru broker, unde compari oferte RCA si platesti online. Polita vine pe e-mail.</p>',
      ],
      [
        'Ce fac in caz de dauna?',
        '<p>Suna la asistenta rutiera din contract, 24/7. Pentru masinile in abonament ne ocupam noi de constatare, reparatie si masina de schimb.</p>',
      ],
      [
        'Unde depun o sesizare?',
        '<p>Sesizarile privind asigurarile se depun conform procedurii din pagina <a href="/sesizari-asigurari">Sesizari asigurari</a>.</p>',
      ],
    ],
  },
];
