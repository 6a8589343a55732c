/** Termeni si conditii: the shop's terms of use, several screens long. */
import { roLegal } from '../../../src/i18n/ro.ts';
import { h2, h3, html, ol, p, ul } from './html.ts';

export const TERMS_PAGE = html(
  p('Ultima actualizare: 1 septembrie 2026. Va rugam sa cititi cu atentie acesti termeni inainte de a folosi site-ul.'),
  h2('1. Cine suntem'),
  p(
    'Site-ul <strong>autoabonament.ro</strong> este operat de AutoAbonament Mobility SRL, cu sediul in Bd. Iuliu Maniu 7, Corp A, Sector 6, 061072 Bucuresti, inregistrata la Registrul Comertului sub nr. J40/11872/2019, CUI RO41588210 ("Operatorul"). Serviciile de abonament auto sunt prestate de Operator; creditul auto si leasingul financiar sunt acordate de AutoAbonament Finance IFN SA, institutie financiara nebancara inscrisa in Registrul General al Bancii Nationale a Romaniei ("Finantatorul").',
  ),
  h2('2. Obiectul site-ului'),
  p('Prin intermediul site-ului puteti:'),
  ul([
    'consulta oferta de masini noi disponibile in abonament si de masini rulate sau putin rulate disponibile cu finantare;',
    'simula rate lunare pentru credit auto si leasing financiar, in lei sau in euro;',
    'obtine o pre-aprobare online, in aproximativ 10 minute;',
    'parcurge identificarea video si semnarea electronica a contractului;',
    'achita online taxa de rezervare sau garantia;',
    'programa o vizionare intr-unul dintre showroom-urile noastre.',
  ]),
  p('Informatiile afisate despre masini (dotari, fotografii, consum, emisii) au caracter informativ. Fotografiile pot fi ilustrative; culoarea si echipamentele exacte sunt cele din fisa tehnica a masinii.'),
  h2('3. Contul si datele introduse'),
  p(
    'Sunteti responsabil pentru corectitudinea datelor introduse in formulare. Datele incomplete sau incorecte pot duce la respingerea cererii sau la anularea rezervarii. Pentru a folosi serviciile de finantare trebuie sa aveti varsta de cel putin 18 ani si domiciliul sau resedinta in Romania.',
  ),
  h2('4. Abonamentul auto'),
  h3('4.1 Ce include pretul'),
  p('Pretul lunar al abonamentului este exprimat in EUR cu TVA inclus si se plateste in lei, la cursul din contract. Acesta include:'),
  ul([
    'chiria masinii noi;',
    'asigurarile RCA si CASCO;',
    'anvelope all-season;',
    'masina de schimb si asistenta rutiera;',
    'mentenanta si reviziile periodice;',
    'rovinieta.',
  ]),
  h3('4.2 Durata'),
  p(
    'Perioada minima este cea aleasa la comanda (3, 6 sau 12 luni). La final, abonamentul se prelungeste automat de la luna la luna, pana la maximum 36 de luni de utilizare, cu un cost lunar descrescator. Puteti inceta abonamentul oricand dupa perioada minima, printr-o notificare transmisa cu cel putin 30 de zile inainte.',
  ),
  h3('4.3 Garantia'),
  p(
    'La comanda se achita online, in lei, o garantie de <strong>{{guarantee}}</strong>. Garantia se restituie integral la predarea masinii, daca nu exista costuri suplimentare (kilometri peste pachet, daune neacoperite de asigurare, amenzi, lipsa accesoriilor).',
  ),
  h2('5. Credit auto si leasing financiar'),
  p(
    `Ratele afisate sunt calculate pentru persoane fizice cu CASCO si TVA incluse, iar pentru persoane juridice fara TVA, cu CASCO inclus. Dobanda este fixa pentru finantarile in lei si variabila pentru leasingul in euro (${roLegal.referenceRate} plus marja). DAE este calculata conform ${roLegal.creditDirectiveOf}. Simularea nu reprezinta o oferta ferma; decizia finala apartine Finantatorului, dupa analiza dosarului.`,
  ),
  h3('5.1 Etapele finantarii'),
  ol([
    'Alegeti masina si pachetul de finantare (tip, avans, perioada, valoare reziduala).',
    'Obtineti pre-aprobarea online, in aproximativ 10 minute.',
    'Achitati taxa de rezervare.',
    'Ridicati masina din showroom sau o primiti la adresa dorita.',
  ]),
  h3('5.2 Taxa de rezervare'),
  p(
    'Taxa de rezervare este de <strong>{{reservation_fee}} cu TVA</strong> si se plateste in lei, cu cardul, la cursul zilei. Suma se deduce din avans la semnarea contractului de finantare. Daca finantarea nu este aprobata sau renuntati inainte de semnare, puteti solicita rambursarea prin <a href="/formular-ramburs">Formularul de ramburs</a>.',
  ),
  h2('6. Plata online'),
  p(
    'Platile cu cardul sunt procesate de un procesator autorizat, prin pagina sa securizata, cu autentificare 3-D Secure. Operatorul nu stocheaza si nu are acces la datele cardului dumneavoastra.',
  ),
  h2('7. Livrarea'),
  p(
    'Ridicarea masinii din showroom este gratuita. Livrarea la domiciliu este disponibila in orice localitate din Romania, la tariful afisat pentru judetul ales inainte de plata. Data livrarii se confirma telefonic.',
  ),
  h2('8. Dreptul de retragere'),
  p(
    `Pentru contractele incheiate la distanta aveti dreptul de a va retrage in termen de 14 zile calendaristice, fara a invoca un motiv, conform OUG nr. 34/2014. Pentru contractele de credit si de leasing incheiate ca persoana fizica, termenul de retragere este de 14 zile calendaristice ${roLegal.withdrawalStart}, conform ${roLegal.creditDirectiveOf}. Retragerea se trimite online, din pagina <a href="/retragere-din-contract">Retrage-te din contract</a>, sau in scris la <a href="mailto:{{support_email}}">{{support_email}}</a>.`,
  ),
  h2('9. Raspunderea'),
  p(
    'Depunem toate eforturile ca informatiile de pe site sa fie corecte si actuale. Operatorul nu raspunde pentru intreruperi temporare ale site-ului cauzate de lucrari de mentenanta sau de factori in afara controlului sau. Preturile si disponibilitatea masinilor pot fi modificate fara notificare prealabila pana la confirmarea rezervarii.',
  ),
  h2('10. Proprietate intelectuala'),
  p('Continutul site-ului (texte, imagini, elemente grafice, logo-uri) apartine Operatorului sau partenerilor sai si nu poate fi reprodus fara acord scris.'),
  h2('11. Reclamatii si litigii'),
  p(
    'Reclamatiile se transmit la <a href="mailto:{{support_email}}">{{support_email}}</a> sau la {{support_phone}} ({{support_hours}}). Raspundem in cel mult 30 de zile. Puteti apela si la Autoritatea Nationala pentru Protectia Consumatorilor (ANPC), la procedura de solutionare alternativa a litigiilor (SAL) sau la platforma europeana de solutionare online a litigiilor (SOL).',
  ),
  h2('12. Legea aplicabila'),
  p('Acesti termeni sunt guvernati de legea romana. Litigiile se solutioneaza pe cale amiabila sau, in lipsa unui acord, de instantele competente din Romania.'),
);
