/**
 * Conformitate, Sesizari asigurari and Impressum.
 *
 * HOSTILE FRAGMENT ON PURPOSE: the compliance page carries an `<img src=x onerror=alert(1)>` and a
 * `<script>` inside its text, the kind of thing a CMS editor can paste by accident. The site must
 * strip both with its allowlist sanitizer at build time; seeded data exercises that path for real.
 */
import { h2, h3, html, p, ul } from './html.ts';

export const COMPLIANCE_PAGE = html(
  p('AutoAbonament aplica un program de conformitate care acopera prevenirea spalarii banilor, protectia consumatorilor si etica in afaceri.'),
  h2('Prevenirea spalarii banilor'),
  p(
    'Aplicam masurile de cunoastere a clientelei prevazute de Legea nr. 129/2019: identificarea clientului si a beneficiarului real, verificarea sursei fondurilor si raportarea tranzactiilor suspecte catre ONPCSB. <img src=x onerror=alert(1)>Identificarea se poate face online, prin video.',
  ),
  h2('Cod de conduita'),
  ul([
    'tratam toti clientii in mod corect si transparent;',
    'nu acceptam si nu oferim mita sau avantaje necuvenite;',
    'evitam conflictele de interese si le declaram atunci cand apar;',
    'protejam informatiile confidentiale ale clientilor si partenerilor.',
  ]),
  h2('Semnalarea neregulilor'),
  p(
    'Conform Legii nr. 361/2022 privind protectia avertizorilor in interes public, puteti semnala confidential orice neregula la <a href="mailto:conformitate@autoabonament.ro">conformitate@autoabonament.ro</a>. Nu vor exista represalii pentru semnalarile facute cu buna-credinta.<script>alert("xss")</script>',
  ),
  h2('Sanctiuni internationale'),
  p('Nu finantam si nu incheiem contracte cu persoane sau entitati aflate pe listele de sanctiuni internationale ale UE, ONU sau OFAC.'),
);

export const INSURANCE_COMPLAINTS_PAGE = html(
  p('Daca nu sunteti multumit de un serviciu de asigurare intermediat prin noi, va rugam sa ne transmiteti o sesizare. O analizam cu atentie si va raspundem in cel mult 30 de zile.'),
  h2('Cum depuneti o sesizare'),
  ul([
    'pe e-mail, la <a href="mailto:sesizari@autoabonament.ro">sesizari@autoabonament.ro</a>;',
    'prin posta, la Bd. Iuliu Maniu 7, Corp A, Sector 6, 061072 Bucuresti;',
    'telefonic, la {{support_phone}} ({{support_hours}}).',
  ]),
  h2('Ce trebuie sa contina'),
  ul([
    'numele si datele de contact;',
    'numarul politei sau al dosarului de dauna;',
    'descrierea problemei si solutia pe care o asteptati;',
    'copii ale documentelor relevante.',
  ]),
  h2('Daca nu sunteti multumit de raspuns'),
  p(
    'Va puteti adresa Autoritatii de Supraveghere Financiara (ASF), Splaiul Independentei nr. 15, Sector 5, Bucuresti, sau Entitatii de Solutionare Alternativa a Litigiilor din domeniul Financiar Nebancar (SAL-FIN).',
  ),
);

export const IMPRESSUM_PAGE = html(
  h2('Operatorul site-ului'),
  p('AutoAbonament Mobility SRL<br>Bd. Iuliu Maniu 7, Corp A, Sector 6, 061072 Bucuresti<br>Nr. Registrul Comertului: J40/11872/2019<br>CUI: RO41588210<br>Capital social: 5.000.000 lei'),
  h3('Contact'),
  p('Telefon: {{support_phone}}<br>E-mail: <a href="mailto:{{support_email}}">{{support_email}}</a><br>Program: {{support_hours}}'),
  h2('Finantatorul'),
  p('AutoAbonament Finance IFN SA<br>Bd. Iuliu Maniu 7, Corp B, Sector 6, 061072 Bucuresti<br>Nr. Registrul Comertului: J40/3391/2008<br>CUI: RO23488015<br>Inscrisa in Registrul General al BNR sub nr. RG-PJR-40-110312'),
  h2('Brokerul de asigurare'),
  p('AutoAbonament Broker de Asigurare SRL<br>Autorizat de ASF, nr. RBK-1043<br>CUI: RO30017542'),
  h2('Autoritati de supraveghere'),
  ul([
    'Banca Nationala a Romaniei, Str. Lipscani nr. 25, Sector 3, Bucuresti;',
    'Autoritatea de Supraveghere Financiara, Splaiul Independentei nr. 15, Sector 5, Bucuresti;',
    'Autoritatea Nationala pentru Protectia Consumatorilor, Bd. Aviatorilor nr. 72, Sector 1, Bucuresti.',
  ]),
);
