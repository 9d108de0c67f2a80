import { Button, Group, Select, Stack, Text } from '@mantine/core';
import {
  type DueRow,
  type FeePlan,
  feePlanLabels,
  feePlans,
  formatRupees,
  rupeesToPaise,
} from '@shala/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SectionCard } from '../../../ui/section-card';
import { useStudentDuesQuery } from '../api/get-student-dues';
import { DuesTable } from './dues-table';
import { PaymentForm } from './payment-form';
import { PaymentLinkModal } from './payment-link-modal';
import { StudentPicker } from './student-picker';

interface CounterScreenProps {
  /** Which dues the screen offers (e.g. only monthly ones); all by default. */
  shows?: (due: DueRow) => boolean;
}

/**
 * The accountant's counter: pick a student, tick the dues to pay (each with its late fee),
 * then take the payment; the receipt opens after.
 */
export function CounterScreen({ shows = () => true }: CounterScreenProps) {
  const navigate = useNavigate();
  const [studentId, setStudentId] = useState<number | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [plan, setPlan] = useState<FeePlan | null>(null);
  const [linkDue, setLinkDue] = useState<DueRow | null>(null);
  const dues = useStudentDuesQuery(studentId, null, plan);
  const rows = (dues.data?.dues ?? []).filter(shows);
  const chosen = rows.filter((due) => selected.has(due.due_key) && due.balance > 0);
  const planOpen = dues.data?.plan != null && !dues.data.plan_fixed;

  const toggle = (dueKey: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(dueKey)) next.delete(dueKey);
      else next.add(dueKey);
      return next;
    });

  return (
    <Stack gap="lg">
      <SectionCard title="Student">
        <StudentPicker
          studentId={studentId}
          onChange={(id) => {
            setStudentId(id);
            setPlan(null);
            setSelected(new Set());
          }}
        />
      </SectionCard>
      {studentId !== null ? (
        <SectionCard
          title="Dues"
          aside={
            dues.data ? (
              <Text size="sm" fw={600}>
                Total due: {formatRupees(rupeesToPaise(dues.data.total_due))}
              </Text>
            ) : null
          }
        >
          <Stack gap="sm">
            <Group justify="space-between" align="flex-end" wrap="wrap">
              {dues.data?.plan ? (
                <Select
                  label="Fee plan"
                  description={
                    planOpen ? 'Chosen by the first payment' : 'Fixed by the payments made'
                  }
                  data={feePlans.map((value) => ({ value, label: feePlanLabels[value] }))}
                  value={dues.data.plan}
                  disabled={!planOpen}
                  allowDeselect={false}
                  onChange={(value) => {
                    setPlan(value as FeePlan);
                    setSelected(new Set());
                  }}
                  w={200}
                />
              ) : (
                <span />
              )}
              <Button
                variant="light"
                disabled={chosen.length !== 1}
                title={chosen.length !== 1 ? 'Tick one due to send its payment link' : undefined}
                onClick={() => setLinkDue(chosen[0] ?? null)}
              >
                Send Payment Link
              </Button>
            </Group>
            <DuesTable
              label="Dues"
              dues={rows}
              loading={dues.isPending}
              selected={selected}
              onToggle={toggle}
            />
          </Stack>
          <PaymentLinkModal studentId={studentId} due={linkDue} onClose={() => setLinkDue(null)} />
        </SectionCard>
      ) : null}
      {studentId !== null ? (
        <PaymentForm
          key={studentId}
          studentId={studentId}
          dues={chosen}
          onPaid={(paymentId) => navigate(`/fee_receipt/${paymentId}`)}
        />
      ) : null}
    </Stack>
  );
}
