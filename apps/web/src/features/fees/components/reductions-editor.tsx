import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { type FeePlan, type FeeTitleRow, feePlanLabels, feePlans } from '@shala/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { SelectField } from '../../../ui/select-field';
import { blankReduction, type ReductionDraft } from '../lib/structure-draft';

interface Props {
  kind: 'Discount' | 'Voucher';
  /** discountData or voucherData: where its field errors are. */
  field: string;
  enabled: boolean;
  list: ReductionDraft[];
  titles: FeeTitleRow[];
  usedTypeIds: number[];
  errors: Record<string, string>;
  onToggle: (enabled: boolean) => void;
  onChange: (list: ReductionDraft[]) => void;
}

/** Discounts or vouchers: name, value, percentage or amount, applied to the total or a fee type. */
export function ReductionsEditor(props: Props) {
  const { kind, field, enabled, list, errors, onChange } = props;
  const set = (index: number, patch: Partial<ReductionDraft>) =>
    onChange(list.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const applyToOptions = [
    { value: 'total', label: 'Total fee' },
    ...props.titles
      .filter((t) => props.usedTypeIds.includes(t.id))
      .map((t) => ({ value: String(t.id), label: t.fee_type_name })),
  ];
  const error = (index: number, key: string) => errors[`${field}.${index}.${key}`];

  return (
    <Stack gap="xs">
      <Switch
        label={`Apply ${kind}`}
        checked={enabled}
        // Turning it on starts from one blank row (§4).
        onChange={(event) => {
          props.onToggle(event.currentTarget.checked);
          onChange(event.currentTarget.checked ? [blankReduction()] : []);
        }}
      />
      {enabled
        ? list.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place by position
            <Paper key={index} withBorder p="sm" radius="md">
              <Group align="flex-start" wrap="wrap" gap="xs">
                <TextInput
                  label={`${kind} name`}
                  withAsterisk
                  maxLength={100}
                  value={item.name}
                  onChange={(event) => set(index, { name: event.currentTarget.value })}
                  error={error(index, 'name')}
                  style={{ flex: '1 1 160px' }}
                />
                <NumberInput
                  label="Value"
                  withAsterisk
                  // Out-of-range values stay as typed: the form says what is wrong (§5).
                  clampBehavior="none"
                  decimalScale={2}
                  value={item.value}
                  onChange={(value) => set(index, { value: value === '' ? '' : Number(value) })}
                  error={error(index, 'value')}
                  style={{ flex: '1 1 110px' }}
                />
                <Stack gap={4}>
                  <SegmentedControl
                    aria-label={`${kind} ${index + 1} type`}
                    mt={{ base: 0, xs: 25 }}
                    data={[
                      { value: 'percentage', label: '%' },
                      { value: 'amount', label: '₹' },
                    ]}
                    value={item.type}
                    onChange={(value) => set(index, { type: value as ReductionDraft['type'] })}
                  />
                </Stack>
                <SelectField
                  label="Apply to"
                  data={applyToOptions}
                  value={item.applyTo}
                  allowDeselect={false}
                  onChange={(value) => set(index, { applyTo: value ?? 'total' })}
                  error={error(index, 'applyTo')}
                  style={{ flex: '1 1 150px' }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mt={{ base: 0, xs: 28 }}
                  aria-label={`Remove ${kind.toLowerCase()} ${index + 1}`}
                  onClick={() => onChange(list.filter((_, i) => i !== index))}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
              <Checkbox.Group
                mt="xs"
                label={kind === 'Voucher' ? 'Apply on' : 'Apply on (all plans when none)'}
                withAsterisk={kind === 'Voucher'}
                value={item.applyOn}
                onChange={(value) => set(index, { applyOn: value as FeePlan[] })}
                error={error(index, 'applyOn')}
              >
                <Group gap="md" mt={4}>
                  {feePlans.map((plan) => (
                    <Checkbox key={plan} value={plan} label={feePlanLabels[plan]} />
                  ))}
                </Group>
              </Checkbox.Group>
            </Paper>
          ))
        : null}
      {enabled ? (
        <Button
          variant="light"
          w="fit-content"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => onChange([...list, blankReduction()])}
        >
          Add {kind.toLowerCase()}
        </Button>
      ) : null}
    </Stack>
  );
}
