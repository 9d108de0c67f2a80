import { Button, Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { type FeePlan, feeMessages, feePlanLabels, lateFeeIssues } from '@shala/contracts';
import { useEffect, useState } from 'react';
import { toast } from '../../../platform/notify/toast';
import { Popup } from '../../../ui/popup';
import { SelectField } from '../../../ui/select-field';
import type { LateFeeDraft } from '../lib/structure-draft';

const days = Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

interface Props {
  plan: FeePlan | null;
  value: LateFeeDraft | null;
  onClose: () => void;
  onSave: (plan: FeePlan, value: LateFeeDraft) => void;
}

/** 'Add/Edit late fee' of a plan: last submission day 1–31, amount or percentage, apply to. */
export function LateFeeModal({ plan, value, onClose, onSave }: Props) {
  const [draft, setDraft] = useState<LateFeeDraft | null>(value);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    setDraft(value ? { ...value, late_fee_type: value.late_fee_type ?? 'amount' } : null);
    setErrors({});
  }, [value]);
  if (!plan || !draft) return null;
  const set = (patch: Partial<LateFeeDraft>) => setDraft({ ...draft, ...patch });

  const save = () => {
    const issues = lateFeeIssues(draft);
    if (issues.length > 0) {
      setErrors(Object.fromEntries(issues.map((i) => [String(i.path[0]), i.message])));
      toast.error(feeMessages.fixErrors);
      return;
    }
    onSave(plan, draft);
    toast.success(feeMessages.lateFeeUpdated);
    onClose();
  };

  return (
    <Popup opened onClose={onClose} title={`Add/Edit late fee: ${feePlanLabels[plan]}`}>
      <Stack>
        <SelectField
          label="Last submission date (day of the month)"
          withAsterisk
          data={days}
          value={draft.last_submission_date === null ? null : String(draft.last_submission_date)}
          onChange={(day) => set({ last_submission_date: day ? Number(day) : null })}
          error={errors.last_submission_date}
        />
        <div>
          <Text size="sm" fw={500} mb={4}>
            Late fee type
          </Text>
          <SegmentedControl
            aria-label="Late fee type"
            data={[
              { value: 'amount', label: 'Amount (₹)' },
              { value: 'percentage', label: 'Percentage (%)' },
            ]}
            value={draft.late_fee_type ?? 'amount'}
            onChange={(type) =>
              set({
                late_fee_type: type as LateFeeDraft['late_fee_type'],
                late_fee_applyTo: type === 'percentage' ? draft.late_fee_applyTo : null,
              })
            }
          />
        </div>
        <NumberInput
          label={draft.late_fee_type === 'percentage' ? 'Late fee (%)' : 'Late fee (₹)'}
          withAsterisk
          decimalScale={2}
          value={draft.late_fee ?? ''}
          onChange={(fee) => set({ late_fee: fee === '' ? null : Number(fee) })}
          error={errors.late_fee}
        />
        {draft.late_fee_type === 'percentage' ? (
          <SelectField
            label="Apply to"
            withAsterisk
            data={[
              { value: 'installment', label: 'Instalment amount' },
              { value: 'total', label: 'Total fee of the plan' },
            ]}
            value={draft.late_fee_applyTo}
            onChange={(to) =>
              set({ late_fee_applyTo: (to as LateFeeDraft['late_fee_applyTo']) ?? null })
            }
            error={errors.late_fee_applyTo}
          />
        ) : null}
        <Text size="xs" c="dimmed">
          The late fee is charged only on a payment after the last submission date.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save}>Save</Button>
        </Group>
      </Stack>
    </Popup>
  );
}
