import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { inlineValues, isPlainRead } from './transaction-client.ts';

describe('inlineValues', () => {
  it('writes each value as pg would send it, quoted as a literal', () => {
    expect(
      inlineValues('select * from "t" where "a" = $1 and "b" = $2 and "c" = any($3) limit $4', [
        7,
        "O'Brien \\ back",
        [1, 2],
        15,
      ]),
    ).toBe(
      `select * from "t" where "a" = '7' and "b" =  E'O''Brien \\\\ back' and "c" = any('{"1","2"}') limit '15'`,
    );
  });

  it('writes null, booleans, dates (as pg writes them) and bytes', () => {
    const date = new Date('2026-04-05T10:00:00Z');
    const text = (
      pg as unknown as { utils: { prepareValue(v: unknown): string } }
    ).utils.prepareValue(date);
    expect(
      inlineValues('insert into "t" values ($1, $2, $3, $4)', [
        null,
        true,
        date,
        Buffer.from('ab'),
      ]),
    ).toBe(`insert into "t" values (null, 'true', '${text}',  E'\\\\x6162')`);
  });

  it('puts $10 in place of $10, not $1 followed by 0', () => {
    const values = Array.from({ length: 10 }, (_, index) => index + 1);
    expect(inlineValues('select $1, $10', values)).toBe(`select '1', '10'`);
  });

  it('leaves a statement with quotes or dollar quoting alone, or one missing a value', () => {
    expect(inlineValues(`select 'a' || $1`, ['b'])).toBeNull();
    expect(inlineValues('select $$a$$ || $1', ['b'])).toBeNull();
    expect(inlineValues('select $2', ['b'])).toBeNull();
  });
});

describe('isPlainRead (a read that may run alone, before its request’s transaction begins)', () => {
  it('takes a select that neither locks nor changes anything', () => {
    expect(isPlainRead('select "id" from "t" where "a" = $1')).toBe(true);
    expect(isPlainRead('  (select 1) union (select 2)')).toBe(true);
    expect(isPlainRead('SELECT count(*) FROM t')).toBe(true);
  });

  it('leaves to the transaction every statement that writes, locks or may have effects', () => {
    for (const text of [
      'insert into "t" values ($1)',
      'update "t" set "a" = $1',
      'delete from "t"',
      'with moved as (delete from t returning *) select * from moved',
      'select * from "t" for update',
      'select * from "t" for no key update skip locked',
      'select * from t FOR SHARE',
      'select * from t for key share',
      'select pg_advisory_xact_lock(hashtextextended($1, 0))',
      "select nextval('t_id_seq')",
      "select set_config('role', 'x', true)",
      'select * into copy from t',
      'savepoint sp1',
    ])
      expect(isPlainRead(text), text).toBe(false);
  });
});
