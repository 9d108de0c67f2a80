import type { FeePlan, ManageFeeStructureInput } from '@shala/contracts';
import { computePlanTables, feePlans } from '@shala/contracts';
import { feeTitles } from '../../src/modules/fees/tables.ts';
import type { AppDb } from '../../src/platform/db/connect.ts';
import { withPlatform } from '../../src/platform/db/tenant-scope.ts';

let sequence = 0;

/** A fee title (fee type), written directly. */
export async function buildFeeTitle(db: AppDb, tenantId: number, name?: string) {
  sequence += 1;
  const [row] = await withPlatform(db, (tx) =>
    tx
      .insert(feeTitles)
      .values({ tenantId, name: name ?? `Fee ${process.pid}-${sequence}` })
      .returning(),
  );
  return row!;
}

/** Plan row settings every plan of a test structure starts with (late fee ₹50 after the 10th). */
export const lateFeeSettings = {
  last_submission_date: 10,
  late_fee: 50,
  late_fee_type: 'amount' as const,
  late_fee_applyTo: 'installment' as const,
};

/**
 * A manage_fee_structure body with every plan table filled by the fee rules, as the form
 * sends it. `fees` are rupees by fee title id.
 */
export function structureBody(
  input: Omit<ManageFeeStructureInput, FeePlan | 'total_fees' | 'months' | 'fee_type'> & {
    fees: Array<[number, number]>;
    months?: number[];
    rows?: Partial<Record<FeePlan, Record<string, unknown>>>;
  },
): ManageFeeStructureInput {
  const { fees, rows, months, ...rest } = input;
  const classIds = (Array.isArray(input.class_id) ? input.class_id : [input.class_id]) as number[];
  const draft: ManageFeeStructureInput = {
    ...rest,
    fee_type: fees.map(([fee_type_id, amount]) => ({ fee_type_id, amount })),
    total_fees: fees.reduce((sum, [, amount]) => sum + amount, 0),
    months: months ?? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  };
  for (const plan of feePlans)
    draft[plan] = classIds.map((class_id) => ({
      class_id,
      ...lateFeeSettings,
      ...rows?.[plan],
    })) as ManageFeeStructureInput[FeePlan];
  const tables = computePlanTables(draft);
  if (!tables) throw new Error('structureBody: the draft does not parse');
  return { ...draft, ...tables };
}
