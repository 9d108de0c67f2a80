import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { inlineValues } from './transaction-client.ts';

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
