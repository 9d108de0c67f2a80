import {
  Badge,
  Box,
  Button,
  Card,
  Group,
  MultiSelect,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  type FeeStructureRow,
  feeMessages,
  formatRupees,
  monthNames,
  rupeesToPaise,
} from '@shala/contracts';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { noDataFound } from '../../../ui/data-table/empty-text';
import { useClassOptionsQuery } from '../../../ui/lookups/list-class-options';
import { useSessionOptionsQuery } from '../../../ui/lookups/list-session-options';
import { SessionSelect } from '../../../ui/lookups/session-select';
import { PageHeader } from '../../../ui/page-header';
import { useFeeStructuresQuery } from '../api/fee-structures';
import { PlanSummaryTable } from '../components/plan-summary-table';

const money = (rupees: number) => formatRupees(rupeesToPaise(rupees));

function reductionText(r: FeeStructureRow['discountData'][number], row: FeeStructureRow) {
  const target =
    r.applyTo === 'total'
      ? 'total'
      : (row.fee_type.find((f) => f.fee_type_id === r.applyTo)?.fee_type_name ?? 'fee type');
  const value = r.type === 'percentage' ? `${r.value}%` : money(r.value);
  return `${r.name}: ${value} of ${target}${r.applyOn.length ? ` on ${r.applyOn.join(', ')}` : ''}`;
}

function StructureCard({ row, canEdit }: { row: FeeStructureRow; canEdit: boolean }) {
  const navigate = useNavigate();
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" wrap="wrap" mb="sm">
        <div>
          <Title order={3} size="h4">
            {row.classes.map((c) => c.name).join(', ')}
          </Title>
          <Text size="sm" c="dimmed">
            {row.session_name} · Total {money(row.total_fees)} a year · monthly over{' '}
            {row.monthCount === 12
              ? 'all 12 months'
              : row.months.map((m) => monthNames[m - 1]!.slice(0, 3)).join(', ')}
          </Text>
        </div>
        {canEdit ? (
          <Button
            variant="light"
            leftSection={<IconEdit size={16} aria-hidden />}
            onClick={() =>
              navigate(
                `/add_fee_structure?id=${row.id}&class_id=${row.class_id[0]}&session_id=${row.session_id}`,
              )
            }
          >
            Edit
          </Button>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mb="sm">
        <Group gap={6}>
          {row.fee_type.map((f) => (
            <Badge key={f.fee_type_id} variant="light" size="lg" tt="none">
              {f.fee_type_name}: {money(f.amount)}
            </Badge>
          ))}
        </Group>
        <Stack gap={2}>
          {row.is_discount
            ? row.discountData.map((d) => (
                <Text key={d.name} size="sm">
                  Discount {reductionText(d, row)}
                </Text>
              ))
            : null}
          {row.voucher_applicable
            ? row.voucherData.map((v) => (
                <Text key={v.name} size="sm">
                  Voucher {reductionText(v, row)}
                </Text>
              ))
            : null}
        </Stack>
      </SimpleGrid>
      <PlanSummaryTable row={row} />
    </Card>
  );
}

/** /fee_structure_details: a session's structures (optionally some classes) with every plan's figures. */
export function FeeStructureDetailsPage() {
  const { canOpen } = useNavigation();
  const navigate = useNavigate();
  // A save lands here with its session (?session_id=).
  const [params] = useSearchParams();
  const [sessionId, setSessionId] = useState<number | null>(
    Number(params.get('session_id')) || null,
  );
  const [classIds, setClassIds] = useState<string[]>([]);
  const sessions = useSessionOptionsQuery();
  const classes = useClassOptionsQuery();
  const current = sessions.data?.find((s) => s.is_current === 1)?.value ?? null;
  const chosen = sessionId ?? current;
  const structures = useFeeStructuresQuery({
    session_id: chosen,
    class_id: classIds.length ? classIds.map(Number) : undefined,
  });
  const canEdit = canOpen('/add_fee_structure');
  const rows = structures.data ?? [];

  return (
    <Box maw={1200}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <PageHeader
          title="Fee Structure Details"
          description="Every class's fees and payment plans."
        />
        {canEdit ? (
          <Button
            mb="lg"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => navigate('/add_fee_structure')}
          >
            Add Fee Structure
          </Button>
        ) : null}
      </Group>
      <Group mb="lg" align="flex-end" wrap="wrap">
        <SessionSelect value={sessionId} onChange={setSessionId} maw={260} />
        <MultiSelect
          label="Classes"
          searchable
          clearable
          placeholder={classIds.length ? undefined : 'All classes'}
          data={(classes.data ?? []).map((c) => ({ value: String(c.value), label: c.label }))}
          value={classIds}
          onChange={setClassIds}
          style={{ flex: '1 1 240px' }}
        />
      </Group>
      <Stack gap="lg">
        {structures.isPending && chosen !== null ? <Text>Loading...</Text> : null}
        {!structures.isPending && rows.length === 0 ? (
          <Text c="dimmed">
            {classIds.length === 1 ? feeMessages.noFeeData(classIds[0]!) : noDataFound}
          </Text>
        ) : null}
        {rows.map((row) => (
          <StructureCard key={row.id} row={row} canEdit={canEdit} />
        ))}
      </Stack>
    </Box>
  );
}
