import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type BookRow, createBookBodySchema, libraryMessages as m } from '@shala/contracts';
import type { Ref } from 'react';
import { saveForm } from '../../../platform/forms/save-form';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { FormCard } from '../../../ui/form-card';
import { toId } from '../../../ui/lookups/to-id';
import { SelectField } from '../../../ui/select-field';
import { useBookCategoriesQuery } from '../api/list-book-categories';
import { useCreateBook, useUpdateBook } from '../api/save-book';
import { type BookFields, bookFieldsOf, emptyBookFields } from '../lib/book-form';

interface BookFormProps {
  editing: BookRow | null;
  onDone: () => void;
  ref?: Ref<HTMLDivElement>;
}

const messages = { created: m.bookAdded, updated: m.bookUpdated };

/** Add a book with its number of copies, or edit one (title, author, ISBN, publisher, category). */
export function BookForm({ editing, onDone, ref }: BookFormProps) {
  const categories = useBookCategoriesQuery();
  const create = useCreateBook();
  const update = useUpdateBook();
  const form = useForm<BookFields>({
    initialValues: editing ? bookFieldsOf(editing) : emptyBookFields,
    validate: schemaValidator<BookFields>(createBookBodySchema),
  });
  const submit = form.onSubmit((fields) => {
    const { copies, ...body } = createBookBodySchema.parse(fields);
    saveForm({
      body,
      editingId: editing?.id ?? null,
      create: { mutate: (input, options) => create.mutate({ ...input, copies }, options) },
      update,
      messages,
      form,
      onSaved: () => {
        form.setValues(emptyBookFields);
        onDone();
      },
    });
  });

  return (
    <FormCard
      ref={ref}
      title={editing ? 'Edit Book' : 'Add Book'}
      editing={editing !== null}
      submitting={create.isPending || update.isPending}
      onSubmit={submit}
      onClear={() => {
        form.setValues(emptyBookFields);
        form.clearErrors();
      }}
      onCancel={editing ? onDone : undefined}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Book Name"
          withAsterisk
          maxLength={200}
          {...form.getInputProps('book_name')}
        />
        <TextInput label="Author" withAsterisk maxLength={150} {...form.getInputProps('author')} />
        <TextInput
          label="ISBN"
          placeholder="10 or 13 digits"
          maxLength={20}
          {...form.getInputProps('isbn')}
        />
        <TextInput label="Publisher" maxLength={150} {...form.getInputProps('publisher')} />
        <SelectField
          label="Category"
          withAsterisk
          searchable
          loading={categories.isPending}
          data={(categories.data ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
          value={form.values.category_id === null ? null : String(form.values.category_id)}
          onChange={(value) => form.setFieldValue('category_id', toId(value))}
          error={form.errors.category_id}
        />
        {editing ? null : (
          <NumberInput
            label="Number of Copies"
            withAsterisk
            min={1}
            max={100}
            allowDecimal={false}
            {...form.getInputProps('copies')}
          />
        )}
      </SimpleGrid>
    </FormCard>
  );
}
