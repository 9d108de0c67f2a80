import { Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import {
  type FeePlan,
  feePlanLabels,
  feePlans,
  formatRupees,
  type PlanRow,
  rupeesToPaise,
} from '@shala/contracts';
import { IconClockExclamation } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import type { Amount } from '../lib/structure-draft';

const money = (rupees: number) => formatRupees(rupeesToPaise(rupees));

interface Props {
  tables: Record<FeePlan, PlanRow[]> | null;
  classNames: Map<number, string>;
  enrollment: Record<FeePlan, Record<number, Amount>>;
  errors: Record<string, string>;
  onEnrollment: (plan: FeePlan, classId: number, value: Amount) => void;
  onLateFee: (plan: FeePlan) => void;
}

function lateFeeText(row: PlanRow): string {
  if (row.late_fee === null || row.last_submission_date === null) return 'Not set';
  const fee =
    row.late_fee_type === 'percentage'
      ? `${row.late_fee}% of ${row.late_fee_applyTo === 'total' ? 'total' : 'instalment'}`
      : money(row.late_fee);
  return `${fee} after day ${row.last_submission_date}`;
}

/** The four plan tables (monthly, quarterly, semestral, one time), recomputed on every change. */
export function PlanTables({
  tables,
  classNames,
  enrollment,
  errors,
  onEnrollment,
  onLateFee,
}: Props) {
  if (!tables)
    return (
      <Text c="dimmed" size="sm">
        Choose the classes and at least one fee type to see the plan tables.
      </Text>
    );
  const columnsFor = (plan: FeePlan): DataTableColumn<PlanRow>[] => [
    { key: 'class', header: 'Class', render: (r) => classNames.get(r.class_id) ?? r.class_id },
    {
      key: 'total',
      header: 'Total Fee',
      kind: 'money',
      render: (r) => money(r.totalFee),
      align: 'right',
    },
    {
      key: 'discount',
      header: 'Discount',
      kind: 'money',
      render: (r) => money(r.discountAmount),
      align: 'right',
    },
    {
      key: 'voucher',
      header: 'Voucher',
      kind: 'money',
      render: (r) => money(r.voucherAmount),
      align: 'right',
    },
    {
      key: 'final',
      header: 'Final Total',
      kind: 'money',
      render: (r) => money(r.finalTotal),
      align: 'right',
    },
    {
      key: 'enrollment',
      header: 'Enrollment Amount',
      render: (r) => (
        <NumberInput
          aria-label={`${feePlanLabels[plan]} enrollment amount of ${classNames.get(r.class_id) ?? r.class_id}`}
          size="xs"
          min={0}
          max={r.totalFee}
          decimalScale={2}
          w={110}
          value={enrollment[plan][r.class_id] ?? ''}
          onChange={(value) => onEnrollment(plan, r.class_id, value === '' ? '' : Number(value))}
        />
      ),
    },
    {
      key: 'installments',
      header: 'Instalments',
      render: (r) => `${r.installmentCount} × ${money(r.installmentAmount)}`,
    },
    {
      key: 'plan',
      header: 'Plan Total',
      kind: 'money',
      render: (r) => money(r.planTotal),
      align: 'right',
    },
    { key: 'late', header: 'Late Fee', render: lateFeeText },
  ];
  return (
    <Stack gap="lg">
      {feePlans.map((plan) => (
        <Stack key={plan} gap="xs">
          <Group justify="space-between" wrap="wrap">
            <Title order={4}>{feePlanLabels[plan]} Payment</Title>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconClockExclamation size={16} aria-hidden />}
              onClick={() => onLateFee(plan)}
            >
              Add/Edit late fee
            </Button>
          </Group>
          {errors[plan] ? (
            <Text c="red" size="sm" role="alert">
              {errors[plan]}
            </Text>
          ) : null}
          <DataTable
            label={`${feePlanLabels[plan]} payment`}
            columns={columnsFor(plan)}
            rows={tables[plan]}
            rowKey={(r) => r.class_id}
            minWidth={900}
          />
        </Stack>
      ))}
    </Stack>
  );
}
