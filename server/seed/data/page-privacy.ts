/** Protectia datelor and Politica cookie. */
import { h2, h3, html, p, ul } from './html.ts';

export const PRIVACY_PAGE = html(
  p(
    'AutoAbonament Mobility SRL si AutoAbonament Finance IFN SA, in calitate de operatori asociati, prelucreaza datele dumneavoastra cu caracter personal in conformitate cu Regulamentul (UE) 2016/679 (GDPR) si cu Legea nr. 190/2018.',
  ),
  h2('1. Ce date prelucram'),
  ul([
    '<strong>date de identificare si contact</strong>: nume, prenume, e-mail, telefon, adresa, data nasterii;',
    '<strong>date financiare</strong>: venituri, obligatii lunare de plata, carduri de credit, istoric de intarzieri;',
    '<strong>date despre companie</strong>: CUI, numar de inregistrare, forma juridica, date financiare;',
    '<strong>date de identificare video</strong>: imaginea si actul de identitate, la identificarea online;',
    '<strong>date tehnice</strong>: adresa IP, tipul de browser, paginile vizitate.',
  ]),
  h2('2. De ce le prelucram'),
  h3('2.1 Incheierea si executarea contractului'),
  p('Folosim datele pentru pre-aprobare, analiza dosarului, identificarea video, semnarea contractului, plata taxei de rezervare si livrarea masinii (art. 6 alin. 1 lit. b GDPR).'),
  h3('2.2 Obligatii legale'),
  p('Pastram documentele contabile si aplicam masurile de cunoastere a clientelei prevazute de Legea nr. 129/2019 privind prevenirea spalarii banilor (art. 6 alin. 1 lit. c GDPR).'),
  h3('2.3 Interes legitim'),
  p('Prevenim frauda, asiguram securitatea site-ului si raspundem solicitarilor de contact (art. 6 alin. 1 lit. f GDPR).'),
  h3('2.4 Consimtamant'),
  p('Va trimitem newslettere si alerte de stoc doar cu acordul dumneavoastra, pe care il puteti retrage oricand, din linkul aflat in fiecare e-mail.'),
  h2('3. Cui transmitem datele'),
  ul([
    'Finantatorului si societatilor de asigurare partenere, pentru ofertare si emiterea politelor;',
    'Biroului de Credit si Centralei Riscului de Credit a BNR, pentru evaluarea bonitatii;',
    'procesatorului de plati cu cardul si furnizorului de identificare video si semnatura electronica;',
    'firmelor de transport, pentru livrarea la domiciliu;',
    'autoritatilor publice, atunci cand legea o impune.',
  ]),
  h2('4. Cat timp pastram datele'),
  p('Datele contractuale se pastreaza pe durata contractului si 10 ani dupa incetarea acestuia, conform legislatiei contabile. Cererile care nu s-au finalizat cu un contract se sterg dupa 12 luni. Datele de marketing se pastreaza pana la retragerea consimtamantului.'),
  h2('5. Drepturile dumneavoastra'),
  ul([
    'dreptul de acces si de rectificare;',
    'dreptul la stergere ("dreptul de a fi uitat");',
    'dreptul la restrictionarea prelucrarii;',
    'dreptul la portabilitatea datelor;',
    'dreptul de opozitie, inclusiv fata de decizii automate, cum este pre-aprobarea online;',
    'dreptul de a depune o plangere la Autoritatea Nationala de Supraveghere a Prelucrarii Datelor cu Caracter Personal (ANSPDCP).',
  ]),
  p('Va puteti exercita drepturile scriind responsabilului cu protectia datelor la <a href="mailto:dpo@autoabonament.ro">dpo@autoabonament.ro</a>. Raspundem in cel mult o luna.'),
  h2('6. Decizii automate'),
  p(
    'Pre-aprobarea online foloseste reguli automate care compara veniturile cu obligatiile lunare si istoricul de plata. Puteti solicita oricand reanalizarea dosarului de catre un specialist, exprimarea punctului de vedere si contestarea deciziei.',
  ),
  h2('7. Securitatea datelor'),
  p('Folosim conexiuni criptate (HTTPS), acces pe baza de roluri, jurnale de audit si copii de siguranta criptate. Datele cardului nu ajung niciodata la noi.'),
  // The broker contact modal links here (/protectia-datelor#broker).
  h2('8. Brokerul de asigurare', 'broker'),
  p(
    'Pentru asigurarea RCA si pentru mesajele trimise din formularul de contact al brokerului, datele dumneavoastra sunt prelucrate de AutoAbonament Broker de Asigurare SRL (autorizat de ASF, nr. RBK-1043, CUI RO30017542), in calitate de operator distinct.',
  ),
  ul([
    'prelucreaza datele masinii, ale proprietarului si datele de contact, pentru ofertare, emiterea politei si gestionarea daunelor;',
    'transmite datele societatilor de asigurare la care solicitati oferte si Bazei de date a politelor RCA (CEDAM), conform legii;',
    'pastreaza datele pe durata politei si 10 ani dupa incetarea acesteia, conform legislatiei contabile si a asigurarilor.',
  ]),
  p('Va puteti exercita drepturile fata de broker scriind la <a href="mailto:dpo@autoasigurare.ro">dpo@autoasigurare.ro</a> sau la adresa de corespondenta Bd. Iuliu Maniu 7, Corp A, Sector 6, 061072 Bucuresti.'),
);

export const COOKIE_PAGE = html(
  p('Aceasta politica explica ce sunt cookie-urile, ce cookie-uri folosim pe autoabonament.ro si cum le puteti controla.'),
  h2('1. Ce sunt cookie-urile'),
  p('Cookie-urile sunt fisiere text mici salvate de browser pe dispozitivul dumneavoastra. Ele permit site-ului sa functioneze corect, sa retina preferintele si sa masoare traficul.'),
  h2('2. Ce cookie-uri folosim'),
  h3('2.1 Strict necesare'),
  p('Fara ele site-ul nu functioneaza: pastreaza optiunile din calculatorul de finantare, masina aleasa si sesiunea din fluxul de aprobare. Nu necesita consimtamant.'),
  h3('2.2 De analiza'),
  p('Ne arata cum este folosit site-ul (pagini vizitate, masini vizualizate, formulare trimise), in forma agregata. Se activeaza doar cu acordul dumneavoastra.'),
  h3('2.3 De marketing'),
  p('Ne ajuta sa va aratam reclame relevante pe alte site-uri. Se activeaza doar cu acordul dumneavoastra.'),
  h2('3. Durata'),
  ul([
    '<strong>cookie-uri de sesiune</strong>: se sterg la inchiderea browserului;',
    '<strong>cookie-uri persistente</strong>: raman cel mult 13 luni, apoi va cerem din nou acordul.',
  ]),
  h2('4. Cum le controlati'),
  p(
    'Va puteti modifica oricand optiunile din bannerul de cookie-uri, accesibil din subsolul oricarei pagini. Le puteti sterge si din setarile browserului; in acest caz, unele functii (de exemplu, pastrarea simularii de finantare) nu vor mai functiona.',
  ),
  h2('5. Terti'),
  p('Continutul video din sectiunea de testimoniale este incarcat in modul de confidentialitate sporita, fara cookie-uri pana la redare. Plata cu cardul se face pe pagina procesatorului, care aplica propria politica de cookie-uri.'),
  h2('6. Contact'),
  p('Pentru intrebari despre cookie-uri ne puteti scrie la <a href="mailto:dpo@autoabonament.ro">dpo@autoabonament.ro</a>.'),
);
