/**
 * Personal data requests (GDPR art. 15, 17), retention periods and the audit trail: the admin API's
 * refusals and the back office's texts ("Date personale", "Jurnal de audit"). Without diacritics,
 * like the rest of the back office.
 */
export const roPrivacy = {
  api: {
    emailRequired: 'Completati adresa de e-mail cautata.',
    consentIdInvalid: 'Identificatorul de consimtamant are forma 8-4-4-4-12 (un UUID).',
    confirmMismatch: 'Pentru stergere, scrieti din nou exact adresa de e-mail cautata.',
    periodInvalid: 'Alegeti un numar intreg intre {min} si {max}.',
    auditEntryNotFound: 'Intrarea din jurnal nu exista.',
    dateInvalid: 'Data are forma aaaa-ll-zz.',
    pageInvalid: 'Pagina ceruta nu exista.',
    actionInvalid: 'Actiunea nu exista in jurnal.',
    settingAdminOnly: 'Doar un administrator poate schimba perioadele de pastrare a datelor.',
  },
  /** Why kept records stay after an erasure request, in plain words, with the law behind each. */
  keepReasons: {
    payment:
      'Pastram plata si comanda platita: sunt documente contabile, pe care Legea contabilitatii nr. 82/1991 (art. 25) ne obliga sa le pastram 5 ani de la sfarsitul anului financiar in care au fost facute. GDPR art. 17 alin. (3) lit. b) permite pastrarea cand legea o cere.',
    refund:
      'Pastram cererea de rambursare aprobata: suma returnata tie este o plata, document contabil pe care Legea contabilitatii nr. 82/1991 (art. 25) ne obliga sa il pastram 5 ani de la sfarsitul anului financiar. GDPR art. 17 alin. (3) lit. b) permite pastrarea cand legea o cere.',
    contract:
      'Pastram contractul de credit semnat si datele de identificare: legea privind prevenirea spalarii banilor (Legea nr. 129/2019, art. 21) ne obliga sa le pastram 5 ani de la incheierea relatiei cu clientul. GDPR art. 17 alin. (3) lit. b) permite pastrarea cand legea o cere.',
  },
  resources: {
    'personal-data': {
      name: 'Date personale',
      fields: {
        email: 'E-mail',
        consent_id: 'ID consimtamant cookie (optional)',
        confirm: 'Confirmati adresa',
      },
    },
    audit: {
      name: 'Jurnal de audit',
      fields: {
        id: 'Nr.',
        at: 'Data si ora',
        actor: 'Cine',
        actorEmail: 'Cine',
        actorRole: 'Rol',
        action: 'Actiune',
        target: 'Asupra',
        addressClass: 'Retea',
        from: 'De la data',
        to: 'Pana la data',
      },
    },
  },
  page: {
    intro:
      'Cautati tot ce pastram despre o adresa de e-mail (cautare exacta, fara diferenta intre litere mari si mici), pentru o cerere de acces (GDPR art. 15) sau de stergere (GDPR art. 17).',
    search: 'Cauta',
    results: 'Rezultate pentru {email}',
    nothing: 'Nu pastram nicio data despre aceasta adresa.',
    export: 'Descarca JSON (cerere de acces)',
    erase: 'Sterge datele (cerere de stergere)',
    eraseTitle: 'Stergeti datele acestei persoane?',
    eraseExplain:
      'Cererile, mesajele, abonarile si e-mailurile se sterg, fisierele incarcate se sterg din stocare, comenzile neplatite si nesemnate se anonimizeaza. Ce legea ne obliga sa pastram ramane, cu motivul de mai jos. Actiunea nu se poate anula.',
    confirmErase: 'Sterge definitiv',
    cancel: 'Renunta',
    erased: 'Datele au fost sterse: {count} inregistrari.',
    exported: 'Fisierul a fost descarcat.',
    kept: 'Se pastreaza',
    keptTitle: 'Ce pastram si de ce',
    willGo: 'Se sterge',
    subscriberConfirmed: 'abonare confirmata',
    subscriberUnconfirmed: 'abonare neconfirmata',
    priceAlertActive: 'alerta de pret activa',
    priceAlertUnconfirmed: 'alerta de pret neconfirmata',
    priceAlertStopped: 'alerta de pret oprita',
    columns: { id: 'Identificator', date: 'Data', detail: 'Detalii', fate: 'La stergere' },
    categories: {
      orders: 'Comenzi',
      payments: 'Plati',
      reviews: 'Cereri de evaluare',
      withdrawals: 'Retrageri',
      stockAlerts: 'Alerte de stoc',
      viewings: 'Programari la vizionare',
      contactMessages: 'Mesaje de contact',
      otherCredit: 'Cereri pentru alta finantare',
      savedQuotes: 'Oferte trimise pe e-mail',
      subscribers: 'Abonare la newsletter',
      priceAlerts: 'Alerte de pret pentru masini favorite',
      refunds: 'Cereri de rambursare (cu extrasul incarcat)',
      consents: 'Consimtaminte cookie',
      mails: 'E-mailuri trimise sau de trimis',
    },
  },
  audit: {
    before: 'Inainte',
    after: 'Dupa',
    field: 'Camp',
    noChange: 'Aceasta actiune nu a schimbat campuri.',
    detail: 'Detaliu',
    /** The names of AUDIT_ACTIONS (server/audit/audit-actions.ts). */
    actions: {
      login: 'Autentificare',
      login_failed: 'Autentificare esuata',
      logout: 'Deconectare',
      'staff.create': 'Cont creat',
      'staff.update': 'Cont modificat',
      'content.create': 'Continut adaugat',
      'content.update': 'Continut modificat',
      'content.delete': 'Continut sters',
      'content.restore': 'Continut restaurat',
      'settings.update': 'Setare modificata',
      'order.status': 'Stare comanda',
      'order.note': 'Nota la comanda',
      'order.refund': 'Rambursare plata',
      'review.decide': 'Decizie de evaluare',
      'withdrawal.process': 'Retragere procesata',
      'refund.decide': 'Decizie rambursare',
      'lead.handle': 'Solicitare rezolvata',
      'data.export': 'Export date personale',
      'data.erase': 'Stergere date personale',
      'data.retention': 'Stergere la expirarea perioadei',
    },
  },
  settings: {
    retention_leads_months: 'Pastram solicitarile si mesajele de contact (luni)',
    retention_refused_months: 'Pastram cererile refuzate (luni)',
    retention_consent_months: 'Pastram dovada consimtamantului dupa expirarea lui (luni)',
    retention_outbox_days: 'Pastram e-mailurile trimise (zile)',
  },
} as const;
