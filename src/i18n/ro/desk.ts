/** Romanian strings: the operations desk's customer requests (issue 35), server side. */
/**
 * The API's refusals for the desk's requests (reviews, withdrawals, refunds, leads) and the e-mails
 * the desk's decisions send. The e-mails speak formally, like the other order e-mails.
 */
export const roDesk = {
  reviewNotFound: 'Cererea de evaluare nu exista.',
  reviewAlreadyDecided: 'Cererea de evaluare a fost deja solutionata; decizia nu se mai schimba.',
  reviewOwnOrder:
    'Nu puteti evalua aceasta cerere: ati creat sau modificat comanda. Evaluarea trebuie facuta de alt coleg.',
  reviewNeedsPerson:
    'Evaluarea umana trebuie facuta de un coleg autentificat, nu prin cheia de automatizare.',
  outcomeRequired: 'Alegeti decizia: aprobare sau mentinerea refuzului',
  reasonRequired: 'Scrieti motivul deciziei; clientul il primeste pe e-mail',
  reasonTooShort: 'Motivul trebuie sa aiba cel putin 10 caractere',
  withdrawalNotFound: 'Retragerea nu exista.',
  withdrawalAlreadyProcessed: 'Retragerea a fost deja marcata ca procesata.',
  returnedOnRequired: 'Introduceti data la care au fost restituiti banii',
  returnedBeforeWithdrawal: 'Data restituirii nu poate fi inainte de data retragerii ({date})',
  refundNotFound: 'Cererea de rambursare nu exista.',
  refundAlreadyDecided: 'Cererea de rambursare a fost deja solutionata.',
  refundStatementMissing: 'Extrasul de cont nu mai este disponibil.',
  decisionRequired: 'Alegeti decizia: aprobare sau refuz',
  amountPaidRequired: 'Introduceti suma platita',
  paidOnRequired: 'Introduceti data platii',
  paidBeforeRequest: 'Data platii nu poate fi inainte de data cererii ({date})',
  leadNotFound: 'Solicitarea nu exista.',
  leadKindUnknown: 'Tipul de solicitare nu exista.',
  noteTooLong: 'Nota poate avea cel mult {max} caractere',
  calendarDaysInvalid: 'Numarul de zile trebuie sa fie intre 1 si 31',

  mailReviewSubject: 'Raspunsul la cererea de reevaluare a comenzii {code}',
  mailReviewApproved:
    'Am reanalizat cererea dumneavoastra de {product} pentru {car}. Un coleg a aprobat cererea: puteti continua comanda cu pasul urmator, plata online a taxei de rezervare.',
  mailReviewApprovedSubscription:
    'Am reanalizat cererea dumneavoastra de {product} pentru {car}. Un coleg a aprobat cererea: puteti continua comanda cu pasul urmator, identificarea video si semnarea contractului.',
  mailReviewUpheld:
    'Am reanalizat cererea dumneavoastra de {product} pentru {car}. Un coleg a verificat dosarul si, din pacate, refuzul se mentine.',
  mailReviewReason: 'Motivul: {reason}',
  mailReviewContinue: 'Continuati comanda aici: {url}',
  mailReviewRights:
    'Daca nu sunteti de acord, ne puteti scrie raspunzand la acest e-mail sau va puteti adresa Autoritatii Nationale pentru Protectia Consumatorilor.',

  mailRefundApprovedSubject: 'Rambursarea a fost aprobata',
  mailRefundApproved:
    'Cererea dumneavoastra de rambursare a fost aprobata. Am platit {amount} in contul {account} pe {date}.',
  mailRefundRefusedSubject: 'Raspuns la cererea de rambursare',
  mailRefundRefused: 'Cererea dumneavoastra de rambursare din {date} nu a putut fi aprobata.',
  mailRefundReason: 'Motivul: {reason}',
  mailRefundGreeting: 'Buna ziua, {name},',
  mailRefundQuestions: 'Pentru intrebari, raspundeti la acest e-mail.',
} as const;
