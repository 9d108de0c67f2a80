import { NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type BodyOf,
  type createExpense,
  createExpenseBodySchema,
  type ExpenseMode,
  type ExpenseRow,
  expenseModeLabels,
  expenseModes,
  expenseMessages as m,
} from '@shala/contracts';
import { useState } from 'react';
import { saveForm } from '../../../platform/forms/save-form';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { DateField } from '../../../ui/date-field';
import { FormCard } from '../../../ui/form-card';
import type { DateString } from '../../../ui/parse-typed-date';
import { SelectField } from '../../../ui/select-field';
import { useExpenseCategoriesQuery } from '../api/expense-categories';
import { useCreateExpense, useUpdateExpense } from '../api/expenses';

interface Fields {
  category_id: string | null;
  title: string;
  amount: number | string;
  expense_date: DateString | null;
  payment_mode: ExpenseMode | null;
  note: string;
}

const emptyFields = (today: DateString): Fields => ({
  category_id: null,
  title: '',
  amount: '',
  expense_date: today,
  payment_mode: 'cash',
  note: '',
});

const fieldsOf = (row: ExpenseRow): Fields => ({
  category_id: String(row.category_id),
  title: row.title,
  amount: row.amount,
  expense_date: row.expense_date,
  payment_mode: row.payment_mode,
  note: row.note,
});

/** What the form sends: the schema refuses what is still missing, with its messages. */
const bodyOf = (f: Fields) => ({
  category_id: f.category_id ? Number(f.category_id) : undefined,
  title: f.title,
  amount: f.amount === '' ? undefined : f.amount,
  expense_date: f.expense_date ?? '',
  payment_mode: f.payment_mode ?? undefined,
  note: f.note,
});

const validateExpense = schemaValidator<ReturnType<typeof bodyOf>>(createExpenseBodySchema);
const newRequestKey = () => crypto.randomUUID();

/** Record or correct an expense: category, title, amount, date, mode of payment, note. */
export function ExpenseForm({
  editing,
  today,
  onSaved,
}: {
  editing: ExpenseRow | null;
  today: DateString;
  onSaved: () => void;
}) {
  const categories = useExpenseCategoriesQuery();
  const create = useCreateExpense();
  const update = useUpdateExpense();
  // One key per expense being entered: a double click or a retried request records it once.
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const form = useForm<Fields>({
    initialValues: editing ? fieldsOf(editing) : emptyFields(today),
    validate: (values) => validateExpense(bodyOf(values)),
  });
  const submit = form.onSubmit((fields) => {
    // Sent as typed (rupees); the schema already checked it and the server parses it again.
    const body = bodyOf(fields) as BodyOf<typeof createExpense>;
    saveForm({
      body: editing ? body : { ...body, request_key: requestKey },
      editingId: editing?.id ?? null,
      create,
      update,
      messages: { created: m.expenseAdded, updated: m.expenseUpdated },
      form,
      onSaved: () => {
        setRequestKey(newRequestKey());
        onSaved();
      },
    });
  });
  return (
    <FormCard
      title={editing ? 'Edit Expense' : 'Add Expense'}
      editing={editing !== null}
      submitting={create.isPending || update.isPending}
      onSubmit={submit}
      onClear={() => form.setValues(emptyFields(today))}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SelectField
          label="Category"
          withAsterisk
          searchable
          loading={categories.isPending}
          data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          {...form.getInputProps('category_id')}
        />
        <TextInput label="Title" withAsterisk maxLength={150} {...form.getInputProps('title')} />
        <NumberInput
          label="Amount (₹)"
          withAsterisk
          min={0}
          decimalScale={2}
          thousandSeparator=","
          hideControls
          {...form.getInputProps('amount')}
        />
        <DateField
          label="Expense Date"
          withAsterisk
          value={form.values.expense_date}
          onChange={(value) => form.setFieldValue('expense_date', value)}
          error={form.errors.expense_date}
        />
        <SelectField
          label="Mode of Payment"
          withAsterisk
          data={expenseModes.map((mode) => ({ value: mode, label: expenseModeLabels[mode] }))}
          {...form.getInputProps('payment_mode')}
        />
      </SimpleGrid>
      <Textarea
        label="Note"
        autosize
        minRows={2}
        maxLength={1000}
        {...form.getInputProps('note')}
      />
    </FormCard>
  );
}
