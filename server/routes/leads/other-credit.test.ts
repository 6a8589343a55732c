import { desc } from 'drizzle-orm';
import { ro } from '../../../src/i18n/ro.ts';
import { otherCreditRequests } from '../../db/schema.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import { jsonInit, viewableCar } from './lead.fixture.ts';

const m = ro.validation;
const request = {
  nume: 'SC Exemplu SRL',
  email: 'office@exemplu.ro',
  localitate: 'Iasi',
  telefon: '+40 232 000 111',
  data_protection: true,
};

describe.each(testBackends())('POST /api/client-order/other-credit-type on $name', (backend) => {
  const t = useTestApp(backend);
  let sku: string;
  const send = (body: unknown) => t.request('/api/client-order/other-credit-type', jsonInit(body));

  beforeAll(async () => {
    sku = await viewableCar(t.db);
  });

  it.each([
    ['juridica', 'credit', 'RON'],
    ['juridica', 'credit', 'EUR'],
    ['juridica', 'perfect_leasing', 'EUR'],
    ['fizica', 'credit', 'EUR'],
    ['fizica', 'perfect_leasing', 'EUR'],
  ])('stores %s + %s in %s (201)', async (person, creditType, currency) => {
    const { status, body } = await send({ sku, person, credit_type: creditType, currency, ...request });
    expect(status).toBe(201);
    const [row] = await t.db
      .select()
      .from(otherCreditRequests)
      .orderBy(desc(otherCreditRequests.id))
      .limit(1);
    expect(body).toEqual({ id: row?.id });
    expect(row).toMatchObject({ sku, person, creditType, currency, nume: request.nume, localitate: 'Iasi' });
  });

  it.each([
    ['currency', { person: 'fizica', credit_type: 'credit', currency: 'RON' }, m.chooseOption],
    ['currency', { person: 'juridica', credit_type: 'perfect_leasing', currency: 'RON' }, m.chooseOption],
    ['currency', { person: 'juridica', credit_type: 'credit', currency: 'USD' }, m.chooseOption],
    ['person', { person: '', credit_type: 'credit', currency: 'EUR' }, m.legalFormRequired],
    ['credit_type', { person: 'fizica', credit_type: 'leasing', currency: 'EUR' }, m.financingTypeRequired],
    ['nume', { person: 'fizica', credit_type: 'credit', currency: 'EUR', nume: 'X' }, m.nameMin],
    [
      'localitate',
      { person: 'fizica', credit_type: 'credit', currency: 'EUR', localitate: '' },
      m.cityRequired,
    ],
    [
      'data_protection',
      { person: 'fizica', credit_type: 'credit', currency: 'EUR', data_protection: false },
      m.dataProtection,
    ],
  ])('422 on %s for %o', async (field, change, message) => {
    const before = await t.db.$count(otherCreditRequests);
    const { status, body } = await send({ sku, ...request, ...change });
    expect(status).toBe(422);
    expect(body).toMatchObject({ errors: { [field]: message } });
    expect(await t.db.$count(otherCreditRequests)).toBe(before);
  });

  it('422 on sku when no car has it', async () => {
    const body = { sku: 'NO-SUCH-CAR', person: 'fizica', credit_type: 'credit', currency: 'EUR', ...request };
    expect(await send(body)).toMatchObject({ status: 422, body: { errors: { sku: ro.leads.unknownSku } } });
  });
});
