import { Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type ExpenseCategoryRow,
  expenseCategoryBodySchema,
  expenseMessages as m,
} from '@shala/contracts';
import { saveForm } from '../../../platform/forms/save-form';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { FormCard } from '../../../ui/form-card';
import { useCreateExpenseCategory, useUpdateExpenseCategory } from '../api/expense-categories';

interface Fields {
  name: string;
  description: string;
}
const empty: Fields = { name: '', description: '' };

/** Add or edit an expense category: name (unique) and an optional description. */
export function CategoryForm({
  editing,
  onDone,
}: {
  editing: ExpenseCategoryRow | null;
  onDone: () => void;
}) {
  const create = useCreateExpenseCategory();
  const update = useUpdateExpenseCategory();
  const form = useForm<Fields>({
    initialValues: editing ? { name: editing.name, description: editing.description } : empty,
    validate: schemaValidator<Fields>(expenseCategoryBodySchema),
  });
  const submit = form.onSubmit((fields) =>
    saveForm({
      body: expenseCategoryBodySchema.parse(fields),
      editingId: editing?.id ?? null,
      create,
      update,
      messages: { created: m.categoryAdded, updated: m.categoryUpdated },
      form,
      onSaved: () => {
        form.setValues(empty);
        onDone();
      },
    }),
  );
  return (
    <FormCard
      title={editing ? 'Edit Expense Category' : 'Add Expense Category'}
      editing={editing !== null}
      submitting={create.isPending || update.isPending}
      onSubmit={submit}
      onClear={() => form.setValues(empty)}
      onCancel={editing ? onDone : undefined}
    >
      <TextInput
        label="Category Name"
        withAsterisk
        maxLength={100}
        {...form.getInputProps('name')}
      />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        maxLength={300}
        {...form.getInputProps('description')}
      />
    </FormCard>
  );
}
