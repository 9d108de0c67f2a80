import { ActionIcon, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { type FeeTitleRow, feeMessages, formatRupees, rupeesToPaise } from '@shala/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { toast } from '../../../platform/notify/toast';
import { SelectField } from '../../../ui/select-field';
import type { StructureDraft } from '../lib/structure-draft';

interface Props {
  fees: StructureDraft['fees'];
  titles: FeeTitleRow[];
  errors: Record<string, string>;
  onChange: (fees: StructureDraft['fees']) => void;
}

/** The fee components: one fee type each (no repeats) and its yearly amount; the total below. */
export function FeeComponentsEditor({ fees, titles, errors, onChange }: Props) {
  const set = (index: number, patch: Partial<StructureDraft['fees'][number]>) =>
    onChange(fees.map((fee, i) => (i === index ? { ...fee, ...patch } : fee)));
  const choose = (index: number, value: string | null) => {
    const id = value ? Number(value) : null;
    if (id !== null && fees.some((fee, i) => i !== index && fee.fee_type_id === id)) {
      toast.error(feeMessages.duplicateFeeType);
      return;
    }
    set(index, { fee_type_id: id });
  };
  const total = fees.reduce(
    (sum, fee) => sum + (fee.amount === '' ? 0 : rupeesToPaise(fee.amount)),
    0,
  );
  const options = titles.map((t) => ({ value: String(t.id), label: t.fee_type_name }));

  return (
    <Stack gap="xs">
      {fees.map((fee, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place by position
        <Group key={index} align="flex-start" wrap="wrap" gap="xs">
          <SelectField
            label={`Fee type ${index + 1}`}
            withAsterisk
            searchable
            data={options}
            value={fee.fee_type_id === null ? null : String(fee.fee_type_id)}
            onChange={(value) => choose(index, value)}
            error={errors[`fee_type.${index}.fee_type_id`] ?? errors[`fee_type.${index}`]}
            style={{ flex: '1 1 180px' }}
          />
          <NumberInput
            label={`Amount ${index + 1} (₹ a year)`}
            withAsterisk
            min={0}
            decimalScale={2}
            thousandSeparator=","
            value={fee.amount}
            onChange={(value) => set(index, { amount: value === '' ? '' : Number(value) })}
            error={errors[`fee_type.${index}.amount`]}
            style={{ flex: '1 1 150px' }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={{ base: 0, xs: 28 }}
            size="lg"
            aria-label={`Remove fee type ${index + 1}`}
            disabled={fees.length === 1}
            onClick={() => onChange(fees.filter((_, i) => i !== index))}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group justify="space-between" wrap="wrap">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => onChange([...fees, { fee_type_id: null, amount: '' }])}
        >
          Add fee type
        </Button>
        <Text fw={700} aria-live="polite">
          Total Fees: {formatRupees(total)}
        </Text>
      </Group>
    </Stack>
  );
}
