import { desc, eq } from 'drizzle-orm';
import { ro } from '../../../src/i18n/ro.ts';
import { stockAlerts } from '../../db/schema.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import { jsonInit, reservedCar } from './lead.fixture.ts';

const m = ro.validation;
const alert = {
  nume: 'Ionescu',
  prenume: 'Maria',
  email: 'maria.ionescu@example.ro',
  oras: 'Cluj-Napoca',
  telefon: '+40 744 123 456',
  data_protection: true,
};

describe.each(testBackends())('POST /api/stock-alert on $name', (backend) => {
  const t = useTestApp(backend);
  let sku: string;
  const send = (body: unknown) => t.request('/api/stock-alert', jsonInit(body));

  beforeAll(async () => {
    sku = await reservedCar(t.db);
  });

  it('stores the alert of a reserved car and answers 201 with its id', async () => {
    const { status, body } = await send({ sku, ...alert });
    expect(status).toBe(201);
    const [row] = await t.db.select().from(stockAlerts).orderBy(desc(stockAlerts.id)).limit(1);
    expect(body).toEqual({ id: row?.id });
    expect(row).toMatchObject({
      sku,
      nume: 'Ionescu',
      prenume: 'Maria',
      email: alert.email,
      oras: 'Cluj-Napoca',
      telefon: '+40 744 123 456',
      dataProtection: true,
    });
  });

  it.each([
    ['nume', { nume: '' }, m.nameRequired],
    ['nume', { nume: 'I' }, m.nameMin],
    ['prenume', { prenume: undefined }, m.firstNameRequired],
    ['prenume', { prenume: 'M' }, m.firstNameMin],
    ['telefon', { telefon: '' }, m.phoneRequired],
    [
      'telefon',
      { telefon: '0744123456' },
      'Introduceti un numar de telefon valid in formatul +40 712 345 678',
    ],
    ['email', { email: '' }, m.emailRequired],
    ['email', { email: 'maria@example' }, m.emailInvalid],
    ['oras', { oras: 'C' }, m.cityMin],
    ['data_protection', { data_protection: false }, m.dataProtection],
  ])('422 on %s for %o, storing nothing', async (field, change, message) => {
    const before = await t.db.$count(stockAlerts);
    const { status, body } = await send({ sku, ...alert, ...change });
    expect(status).toBe(422);
    expect(body).toMatchObject({ message, errors: { [field]: message } });
    expect(await t.db.$count(stockAlerts)).toBe(before);
  });

  it('422 on sku when no car has it', async () => {
    const { status, body } = await send({ ...alert, sku: 'NO-SUCH-CAR' });
    expect(status).toBe(422);
    expect(body).toEqual({ message: ro.leads.unknownSku, errors: { sku: ro.leads.unknownSku } });
    expect(await t.db.$count(stockAlerts, eq(stockAlerts.sku, 'NO-SUCH-CAR'))).toBe(0);
  });
});
