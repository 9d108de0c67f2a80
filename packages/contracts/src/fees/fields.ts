import { z } from 'zod';
import { hasWholePaise, MAX_RUPEES, rupeesToPaise } from '../core/money.ts';

const toNumber = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;

/** Rupees on the wire → paise; `required` when missing, `negative` below 0. */
export const feeRupeesSchema = (required: string, negative: string) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: required })
      .finite({ error: required })
      .min(0, { error: negative })
      .max(MAX_RUPEES, { error: `Amount must be at most ${MAX_RUPEES}` })
      .refine(hasWholePaise, { error: 'Amount can have at most two decimals' })
      .transform(rupeesToPaise),
  );

/** A percent or rupee value of a discount, voucher, concession: at least 1, two decimals. */
export const reductionValueSchema = (positive: string) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: positive })
      .finite({ error: positive })
      .min(1, { error: positive })
      .max(MAX_RUPEES, { error: `Value must be at most ${MAX_RUPEES}` })
      .refine(hasWholePaise, { error: 'Value can have at most two decimals' }),
  );

/** "total" or a fee type id (a number or its digits). */
export const applyToSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  z.union([z.literal('total'), z.number().int().positive().max(Number.MAX_SAFE_INTEGER)], {
    error: 'Please select apply to',
  }),
);
