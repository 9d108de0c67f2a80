import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requiredText, toFieldErrors } from './validation.ts';

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected the value to be refused');
  return toFieldErrors(result.error);
};

describe('toFieldErrors', () => {
  it('says what to enter or select when a field is missing or blank', () => {
    expect(errorsOf(z.object({ full_name: z.string() }), {})).toEqual([
      { field: 'full_name', message: 'Enter the full name' },
    ]);
    expect(errorsOf(z.object({ cheque_date: z.string().min(1) }), { cheque_date: '' })).toEqual([
      { field: 'cheque_date', message: 'Enter the cheque date' },
    ]);
    const picked = z.object({ class_id: z.number(), sectionIds: z.array(z.number()) });
    expect(errorsOf(picked, {})).toEqual([
      { field: 'class_id', message: 'Select the class' },
      { field: 'sectionIds', message: 'Select the section' },
    ]);
  });

  it('says which field has the wrong type', () => {
    const schema = z.object({ roll_no: z.number() });
    for (const roll_no of ['x', null, true])
      expect(errorsOf(schema, { roll_no })).toEqual([
        { field: 'roll_no', message: 'Roll no must be a number' },
      ]);
  });

  it('names camelCase fields in words and says too long, short, large or small', () => {
    const schema = z.object({
      firstName: z.string().max(3),
      lastName: z.string().min(3),
      age: z.number().max(120),
      fee: z.number().min(0),
    });
    expect(errorsOf(schema, { firstName: 'abcd', lastName: 'ab', age: 200, fee: -1 })).toEqual([
      { field: 'firstName', message: 'First name is too long' },
      { field: 'lastName', message: 'Last name is too short' },
      { field: 'age', message: 'Age is too large' },
      { field: 'fee', message: 'Fee is too small' },
    ]);
  });

  it('names the last part of a nested or listed field, and keeps the full path', () => {
    const schema = z.object({
      address: z.object({ pin_code: z.string() }),
      items: z.array(z.object({ qty: z.number() })),
    });
    expect(errorsOf(schema, { address: {}, items: [{ qty: 1 }, {}] })).toEqual([
      { field: 'address.pin_code', message: 'Enter the pin code' },
      { field: 'items.1.qty', message: 'Enter the qty' },
    ]);
  });

  it('says a value out of a list or of the wrong format is invalid', () => {
    const schema = z.object({ gender: z.enum(['M', 'F']), email: z.email() });
    expect(errorsOf(schema, { gender: 'X', email: 'nope' })).toEqual([
      { field: 'gender', message: 'Gender is invalid' },
      { field: 'email', message: 'Email is invalid' },
    ]);
  });

  it("keeps a schema's own message", () => {
    expect(errorsOf(z.object({ name: requiredText('Please enter name') }), { name: ' ' })).toEqual([
      { field: 'name', message: 'Please enter name' },
    ]);
  });

  it('lists unknown fields, and calls a bad root value "body"', () => {
    expect(errorsOf(z.object({ a: z.string() }).strict(), { a: 'x', b: 1, c: 2 })).toEqual([
      { field: 'body', message: 'Unknown field: b, c' },
    ]);
    const [root] = errorsOf(z.object({}), null);
    expect(root!.field).toBe('body');
    expect(root!.message).toMatch(/^Body must be /);
  });

  it('always names the field in the message', () => {
    const fieldName = fc.stringMatching(/^[a-z][a-z0-9]{0,8}(_[a-z0-9]{1,8}){0,2}$/);
    const cases = [
      { schema: z.string(), value: undefined },
      { schema: z.string(), value: 5 },
      { schema: z.number(), value: 'x' },
      { schema: z.boolean(), value: 'yes' },
      { schema: z.string().max(2), value: 'abc' },
      { schema: z.string().min(5), value: 'a' },
      { schema: z.number().int(), value: 1.5 },
      { schema: z.number().positive(), value: -1 },
      { schema: z.enum(['A', 'B']), value: 'C' },
      { schema: z.email(), value: 'x' },
      { schema: z.union([z.string(), z.number()]), value: true },
      { schema: z.array(z.string()).min(1), value: [] },
    ];
    const words = (text: string) => text.toLowerCase().replace(/[\s_]+/g, '');
    fc.assert(
      fc.property(fieldName, fc.constantFrom(...cases), (name, { schema, value }) => {
        const errors = errorsOf(z.object({ [name]: schema }), { [name]: value });
        expect(errors.length).toBeGreaterThan(0);
        for (const error of errors) {
          expect(error.field).toBe(name);
          expect(words(error.message)).toContain(words(name));
        }
      }),
    );
  });
});
