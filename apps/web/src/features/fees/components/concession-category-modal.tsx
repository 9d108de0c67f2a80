import {
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  type ConcessionCategoryRow,
  createConcessionCategoryBodySchema,
  type FeeTitleRow,
} from '@shala/contracts';
import { type FormEvent, useState } from 'react';
import { Popup } from '../../../ui/popup';
import { SelectField } from '../../../ui/select-field';
import { useCreateConcessionCategory, useUpdateConcessionCategory } from '../api/concessions';
import { issueMap } from '../lib/issue-map';

interface Fields {
  name: string;
  type: 'percentage' | 'amount';
  value: number | '';
  apply_to: string;
  is_state_receivable: boolean;
  description: string;
}
const blank: Fields = {
  name: '',
  type: 'percentage',
  value: '',
  apply_to: 'total',
  is_state_receivable: false,
  description: '',
};
const fieldsOf = (row: ConcessionCategoryRow): Fields => ({
  ...row,
  apply_to: String(row.apply_to),
});

interface Props {
  opened: boolean;
  editing: ConcessionCategoryRow | null;
  titles: FeeTitleRow[];
  onClose: () => void;
}

/** Add or edit a concession category: a percentage or a yearly amount of a fee type or the total. */
export function ConcessionCategoryModal({ opened, editing, titles, onClose }: Props) {
  const create = useCreateConcessionCategory();
  const update = useUpdateConcessionCategory();
  // The page mounts a fresh modal (a new key) each time it opens it.
  const [fields, setFields] = useState<Fields>(editing ? fieldsOf(editing) : blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<Fields>) => setFields((f) => ({ ...f, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createConcessionCategoryBodySchema.safeParse({
      ...fields,
      value: fields.value === '' ? undefined : fields.value,
    });
    if (!parsed.success) return setErrors(issueMap(parsed.error));
    if (editing) update.mutate({ ...parsed.data, id: editing.id }, { onSuccess: onClose });
    else create.mutate(parsed.data, { onSuccess: onClose });
  };

  return (
    <Popup opened={opened} onClose={onClose} title={editing ? 'Edit Concession' : 'Add Concession'}>
      <form onSubmit={submit}>
        <Stack>
          <TextInput
            label="Name"
            withAsterisk
            maxLength={100}
            placeholder="e.g. Sibling (2nd child)"
            value={fields.name}
            error={errors.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
            data-autofocus
          />
          <Group align="flex-end" wrap="wrap">
            <SegmentedControl
              aria-label="Concession type"
              data={[
                { value: 'percentage', label: 'Percentage' },
                { value: 'amount', label: 'Amount a year' },
              ]}
              value={fields.type}
              onChange={(type) => set({ type: type as Fields['type'] })}
            />
            <NumberInput
              label={fields.type === 'percentage' ? 'Value (%)' : 'Value (₹ a year)'}
              withAsterisk
              min={1}
              decimalScale={2}
              value={fields.value}
              error={errors.value}
              onChange={(v) => set({ value: v === '' ? '' : Number(v) })}
              style={{ flex: '1 1 140px' }}
            />
          </Group>
          <SelectField
            label="Apply to"
            allowDeselect={false}
            data={[
              { value: 'total', label: 'Total fee' },
              ...titles.map((t) => ({ value: String(t.id), label: t.fee_type_name })),
            ]}
            value={fields.apply_to}
            error={errors.apply_to}
            onChange={(v) => set({ apply_to: v ?? 'total' })}
          />
          <Switch
            label="Owed by the state (RTE quota)"
            description="The conceded fee is a receivable from the state, not a due of the parent."
            checked={fields.is_state_receivable}
            onChange={(e) => set({ is_state_receivable: e.currentTarget.checked })}
          />
          <Textarea
            label="Description"
            maxLength={500}
            autosize
            minRows={2}
            value={fields.description}
            onChange={(e) => set({ description: e.currentTarget.value })}
          />
          <Text size="xs" c="dimmed">
            A percentage comes off each instalment; a yearly amount is spread over the instalments.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Popup>
  );
}
