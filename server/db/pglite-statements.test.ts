import { PGlite } from '@electric-sql/pglite';
import { PreparedStatements } from './pglite-statements.ts';

describe('PreparedStatements', () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = new PGlite();
    await pglite.exec(`
      create table people (id serial primary key, name text not null unique, born date, facts jsonb);
      insert into people (name, born, facts) values ('Ana', '1990-05-01', '{"copii": 2}'), ('Ion', null, null);
    `);
  });
  afterAll(() => pglite.close());

  const prepared = async () =>
    (await pglite.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map(
      (row) => row.statement,
    );

  it.each([
    ['rows as objects', 'select id, name, born, facts from people where id >= $1 order by id', [1], 'object'],
    ['rows as arrays', 'select id, name, born, facts from people where name = $1', ['Ana'], 'array'],
    ['an update', 'update people set facts = $1 where name = $2', [{ copii: 3 }, 'Ana'], undefined],
    [
      'an insert returning',
      'insert into people (id, name) values (10, $1) returning id, name',
      ['Maria'],
      undefined,
    ],
    ['a statement without rows', 'create index if not exists people_born on people (born)', [], undefined],
  ] as const)('answers %s as PGlite does', async (_name, sql, params, rowMode) => {
    const statements = new PreparedStatements(pglite);
    await pglite.exec('begin');
    const expected = await pglite.query(sql, [...params], rowMode ? { rowMode } : undefined);
    await pglite.exec('rollback');
    await pglite.exec('begin');
    const actual = await statements.query(sql, params, rowMode);
    await pglite.exec('rollback');
    expect(actual).toEqual(expected);
  });

  it('parses a statement once and then only binds it', async () => {
    const statements = new PreparedStatements(pglite);
    const sql = 'select name from people where id = $1';
    expect((await statements.query(sql, [1], undefined)).rows).toEqual([{ name: 'Ana' }]);
    expect((await statements.query(sql, [2], undefined)).rows).toEqual([{ name: 'Ion' }]);
    expect((await prepared()).filter((statement) => statement === sql)).toHaveLength(1);
  });

  it('closes the least recently used statement when full', async () => {
    const statements = new PreparedStatements(pglite, 2);
    const texts = ['select 1 as one', 'select 2 as two', 'select 3 as three'];
    await statements.query(texts[0] as string, [], undefined);
    await statements.query(texts[1] as string, [], undefined);
    await statements.query(texts[0] as string, [], undefined);
    await statements.query(texts[2] as string, [], undefined);
    expect(statements.size).toBe(2);
    const open = await prepared();
    expect(open).toContain(texts[0]);
    expect(open).toContain(texts[2]);
    expect(open).not.toContain(texts[1]);
    expect((await statements.query(texts[1] as string, [], undefined)).rows).toEqual([{ two: 2 }]);
  });

  it('fails with the database error, fields included, and stays usable', async () => {
    const statements = new PreparedStatements(pglite);
    const insert = 'insert into people (name) values ($1)';
    await expect(statements.query(insert, ['Ion'], undefined)).rejects.toMatchObject({
      code: '23505',
      constraint: 'people_name_key',
    });
    await expect(statements.query('select nope from people', [], undefined)).rejects.toMatchObject({
      code: '42703',
    });
    expect((await statements.query(insert, ['Elena'], undefined)).affectedRows).toBe(1);
  });

  it('prepares again a statement whose table changed under it', async () => {
    const statements = new PreparedStatements(pglite);
    await pglite.exec('create table cities (id int, name text)');
    const sql = 'select * from cities';
    await statements.query(sql, [], undefined);
    await pglite.exec('alter table cities add column county text');
    await expect(statements.query(sql, [], undefined)).rejects.toMatchObject({ code: '0A000' });
    expect((await statements.query(sql, [], undefined)).fields.map((field) => field.name)).toEqual([
      'id',
      'name',
      'county',
    ]);
  });
});
