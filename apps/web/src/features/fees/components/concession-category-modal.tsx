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
import { useForm } from '@mantine/form';
import {
  type ConcessionCategoryRow,
  createConcessionCategoryBodySchema,
  type FeeTitleRow,
} from '@shala/contracts';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { Popup } from '../../../ui/popup';
import { SelectField } from '../../../ui/select-field';
import { useCreateConcessionCategory, useUpdateConcessionCategory } from '../api/concessions';

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

/** What the schema reads: an empty value is a missing one. */
const bodyOf = (fields: Fields) => ({
  ...fields,
  value: fields.value === '' ? undefined : fields.value,
});
const checkCategory = schemaValidator(createConcessionCategoryBodySchema);

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
  const form = useForm<Fields>({
    initialValues: editing ? fieldsOf(editing) : blank,
    validate: (values) => checkCategory(bodyOf(values)),
  });
  const fields = form.values;
  const set = (patch: Partial<Fields>) => form.setValues(patch);

  const submit = form.onSubmit((values) => {
    const body = createConcessionCategoryBodySchema.parse(bodyOf(values));
    if (editing) update.mutate({ ...body, id: editing.id }, { onSuccess: onClose });
    else create.mutate(body, { onSuccess: onClose });
  });

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
            error={form.errors.name}
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
              error={form.errors.value}
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
            error={form.errors.apply_to}
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
