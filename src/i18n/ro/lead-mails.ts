/** Romanian strings: leadMails (part of the catalogue in src/i18n/ro.ts). */
/**
 * The e-mails a lead causes (server only): the business inbox's notification and the shopper's
 * acknowledgement. The car-page leads and the contact form speak "tu" like their modals; the refund
 * acknowledgement speaks formally like the refund form. The business notifications are for staff.
 */
export const roLeadMails = {
  greeting: 'Buna ziua, {name},',
  signature: 'Echipa AutoAbonament',
  notProvided: 'nu a fost indicat',

  businessContactSubject: 'Mesaj nou din formularul de contact: {name}',
  businessContactBody: '{name} ({email}) a scris prin formularul de contact:',
  ackContactSubject: 'Am primit mesajul tau',
  ackContactBody: 'Iti multumim! Am primit mesajul tau si iti vom raspunde cat mai curand.',
  ackContactCopy: 'Mesajul tau:',

  businessStockAlertSubject: 'Alerta stoc: {car}',
  businessStockAlertBody:
    '{name} ({email}, {phone}, {city}) vrea sa fie anuntat cand {car} (cod {sku}) sau un model similar revine in stoc.',
  ackStockAlertSubject: 'Alerta stoc activata: {car}',
  ackStockAlertBody:
    'Iti multumim! Am activat alerta stoc: te anuntam cand {car} sau un model similar revine in stoc.',

  businessOtherFinancingSubject: 'Cerere pentru alt tip de finantare: {car}',
  businessOtherFinancingBody:
    '{name} ({email}, {phone}, {city}) cere o oferta de {type} in {currency}, ca {person}, pentru {car} (cod {sku}).',
  ackOtherFinancingSubject: 'Am primit cererea ta de finantare pentru {car}',
  ackOtherFinancingBody:
    'Iti multumim! Am primit cererea ta pentru o oferta de {type} in {currency} pentru {car}. Un consultant te contacteaza in curand cu o oferta potrivita.',
  financingTypes: { credit: 'credit', perfect_leasing: 'Perfect Leasing' },
  persons: { fizica: 'persoana fizica', juridica: 'persoana juridica' },

  businessRefundSubject: 'Cerere de restituire: {name}, {amount} lei',
  businessRefundBody:
    '{name} cere restituirea sumei de {amount} lei, platita pe {date} pentru {product}, in contul {account}. E-mail: {email}. Extrasul de cont este atasat.',
  ackRefundSubject: 'Am primit cererea dumneavoastra de restituire',
  ackRefundBody:
    'Va multumim! Am inregistrat cererea dumneavoastra de restituire a sumei de {amount} lei, platita pe {date} pentru {product}, in contul {account}. O analizam si va contactam in cel mai scurt timp.',

  businessViewingSubject: 'Vizionare programata: {car}, {date}, ora {hour}',
  businessViewingBody:
    '{name} ({email}, {phone}) a programat vizionarea masinii {car} (cod {sku}) pe {date}, la ora {hour}, la {location}.',
} as const;
