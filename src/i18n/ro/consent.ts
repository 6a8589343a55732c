/** Romanian strings: cookie consent banner, its settings and the consent API (part of src/i18n/ro.ts). */
export const roConsent = {
  title: 'Folosim cookie-uri',
  intro:
    'Folosim cookie-uri strict necesare pentru functionarea site-ului. Cu acordul tau folosim si cookie-uri de analiza, ca sa intelegem cum este folosit site-ul, si de marketing, ca sa masuram campaniile si sa iti aratam oferte relevante. Poti schimba oricand alegerea din "Setari cookie", in subsolul paginii.',
  policyLink: 'Politica cookie',
  privacyLink: 'Protectia datelor',
  acceptAll: 'Accept toate',
  rejectAll: 'Refuz toate',
  settings: 'Setari',
  save: 'Salveaza alegerea',
  categoriesLegend: 'Categorii de cookie-uri',
  necessary: 'Strict necesare',
  alwaysOn: 'Mereu active',
  necessaryDescription:
    'Pastreaza alegerea ta privind cookie-urile, datele formularelor si ale rezervarii in curs. Fara ele site-ul nu functioneaza, de aceea nu cer acord.',
  analytics: 'Analiza',
  analyticsDescription:
    'Ne arata ce pagini si masini sunt vizitate, ca sa imbunatatim site-ul (Google Analytics, prin Google Tag Manager).',
  marketing: 'Marketing',
  marketingDescription:
    'Masoara campaniile noastre si iti arata reclame relevante pe alte site-uri (Google Ads, prin Google Tag Manager).',
  reopen: 'Setari cookie',
  policyPageNote: 'Iti poti da sau retrage oricand acordul pentru cookie-urile de analiza si de marketing:',
  recorded: 'Alegerea a fost inregistrata',
  consentIdInvalid: 'Identificatorul acordului este invalid',
  policyVersionInvalid: 'Versiunea politicii cookie este invalida',
  methodInvalid: 'Modul in care a fost exprimat acordul este invalid',
  categoryInvalid: 'Alegerea pentru aceasta categorie trebuie sa fie da sau nu',
} as const;
