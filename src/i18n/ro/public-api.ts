/** Romanian strings: publicApi and adminApi (part of the catalogue in src/i18n/ro.ts). */
/** The public API's own refusals; the site shows its own texts, but a shop's API speaks Romanian too. */
export const roPublicApi = {
  carNotFound: 'Masina nu a fost gasita.',
  countyNotFound: 'Judetul nu a fost gasit.',
  pageNotFound: 'Pagina nu a fost gasita.',
  paymentNotFound: 'Plata nu a fost gasita.',
  routeNotFound: 'Adresa {method} {path} nu exista in API.',
  bodyNotJson: 'Corpul cererii nu este un JSON valid.',
  bodyTooLarge: 'Cererea depaseste dimensiunea maxima acceptata.',
  multipartRequired: 'Cererea trebuie trimisa ca multipart/form-data.',
  idempotencyKeyInvalid: 'Antetul Idempotency-Key nu este valid: 8-128 litere, cifre, - sau _.',
  sandboxRefused:
    'Sandbox-ul raspunde doar cererilor locale (127.0.0.1, ::1) sau celor care prezinta SANDBOX_TOKEN.',
} as const;

/** The admin (content editing) API's and the rebuild webhook's refusals, for the shop's editors. */
export const roAdminApi = {
  off: 'API-ul de administrare este oprit: setati ADMIN_TOKEN pentru a-l porni.',
  tokenMissing: 'Lipseste tokenul: trimiteti antetul Authorization: Bearer <ADMIN_TOKEN>.',
  tokenInvalid: 'Tokenul de administrare nu este valid.',
  skuTaken: 'Exista deja o masina cu acest cod (sku).',
  pageSlugInvalid: 'Adresa unei pagini statice are doar litere mici, cifre si liniute.',
  webhookSignatureInvalid: 'Semnatura webhook-ului nu este valida.',
} as const;
