/**
 * The back office's "Comenzi" section (issue 35) in react-admin's shape: `resources.orders` names
 * the section and its fields; `orderDesk` holds the screens' own texts. The stages, products and
 * timeline wording are the server's (src/i18n/ro/order-desk.ts), one source for both.
 */
import { roOrderDesk } from './order-desk.ts';

export const roBackOfficeOrders = {
  resources: {
    orders: {
      name: 'Comenzi',
      fields: {
        id: 'Cod comanda',
        created_at: 'Creata la',
        status: 'Stare',
        product_type: 'Produs',
        product: 'Produs',
        person: 'Persoana',
        sku: 'Cod masina',
        product_name: 'Masina',
        name: 'Client',
        email: 'E-mail',
        phone: 'Telefon',
        paid_at: 'Platita la',
        handover_date: 'Data predarii',
        from: 'Creata din',
        to: 'Creata pana la',
      },
    },
  },
  orderDesk: {
    ...roOrderDesk,
    listTitle: 'Comenzi',
    exportCsv: 'Exporta CSV',
    exportFailed: 'Exportul nu a reusit. Incercati din nou.',
    orderTitle: 'Comanda {code}',
    summaryTitle: 'Detalii',
    contactTitle: 'Contact',
    timelineTitle: 'Istoricul comenzii',
    actionsTitle: 'Actiuni',
    noActions: 'Comanda nu mai permite actiuni.',
    handoverDateLabel: 'Data predarii',
    handoverSubmit: 'Confirma data predarii',
    deliveredSubmit: 'Marcheaza masina ca predata',
    cancelReasonLabel: 'Motivul anularii (trimis clientului)',
    cancelSubmit: 'Anuleaza comanda',
    cancelConfirm: 'Anulati comanda? Masina revine imediat in stoc, iar clientul primeste un e-mail.',
    noteLabel: 'Nota interna (nu o vede clientul)',
    noteSubmit: 'Adauga nota',
    done: 'Salvat. Clientul a primit e-mailul.',
    noteDone: 'Nota a fost adaugata.',
    backToList: 'Inapoi la comenzi',
    at: 'Data si ora',
    actor: 'Cine',
    event: 'Ce s-a intamplat',
  },
} as const;
