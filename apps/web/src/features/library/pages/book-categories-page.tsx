import { Box, Card, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CategoryRow, categoryBodySchema, libraryMessages as m } from '@shala/contracts';
import { useState } from 'react';
import { saveForm } from '../../../platform/forms/save-form';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { toast } from '../../../platform/notify/toast';
import { ConfirmDeleteModal } from '../../../ui/confirm-delete-modal';
import { DataTable } from '../../../ui/data-table/data-table';
import { FormCard } from '../../../ui/form-card';
import { PageHeader } from '../../../ui/page-header';
import { rowActionsColumn } from '../../../ui/row-actions-column';
import { useModalTarget } from '../../../ui/use-modal-target';
import { useDeleteBookCategory } from '../api/delete-book-category';
import { useBookCategoriesQuery } from '../api/list-book-categories';
import { useCreateBookCategory, useUpdateBookCategory } from '../api/save-book-category';

const messages = { created: m.categoryAdded, updated: m.categoryUpdated };

/** /add_book_category: add, rename and delete the shelves books are filed under. */
export function BookCategoriesPage() {
  const { canOpen } = useNavigation();
  const canWrite = canOpen('/add_book_category');
  const [editing, setEditing] = useState<CategoryRow | null>(null);
  const categories = useBookCategoriesQuery();
  const create = useCreateBookCategory();
  const update = useUpdateBookCategory();
  const remove = useDeleteBookCategory();
  const toDelete = useModalTarget<CategoryRow>();
  const form = useForm({
    initialValues: { name: '' },
    validate: schemaValidator(categoryBodySchema),
  });
  const reset = () => {
    setEditing(null);
    form.setValues({ name: '' });
    form.clearErrors();
  };

  return (
    <Box maw={900}>
      <PageHeader
        title="Book Categories"
        description="The shelves of the library: every book is filed under one category."
        actions={canOpen('/add_book') ? [{ to: '/add_book', label: 'Books' }] : []}
      />
      <Stack gap="lg">
        {canWrite ? (
          <FormCard
            title={editing ? 'Edit Category' : 'Add Category'}
            editing={editing !== null}
            submitting={create.isPending || update.isPending}
            onClear={reset}
            onCancel={editing ? reset : undefined}
            onSubmit={form.onSubmit((values) =>
              saveForm({
                body: categoryBodySchema.parse(values),
                editingId: editing?.id ?? null,
                create,
                update,
                messages,
                form,
                onSaved: reset,
              }),
            )}
          >
            <TextInput
              label="Category Name"
              placeholder="e.g. Fiction"
              withAsterisk
              maxLength={100}
              {...form.getInputProps('name')}
            />
          </FormCard>
        ) : null}
        <Card withBorder radius="md" padding="lg">
          <DataTable
            label="Book Categories"
            rows={categories.data ?? []}
            loading={categories.isPending}
            rowKey={(row) => row.id}
            minWidth={420}
            columns={[
              {
                key: 'name',
                header: 'Category',
                render: (row) => <Text fw={600}>{row.name}</Text>,
                sortValue: (row) => row.name.toLowerCase(),
              },
              {
                key: 'books',
                header: 'Books',
                render: (row) => row.book_count,
                sortValue: (row) => row.book_count,
              },
              ...(canWrite
                ? [
                    rowActionsColumn<CategoryRow>((row) => `category ${row.name}`, {
                      onEdit: (row) => {
                        setEditing(row);
                        form.setValues({ name: row.name });
                      },
                      onDelete: toDelete.open,
                      deleteBlockedOf: (row) => (row.book_count > 0 ? m.categoryHasBooks : null),
                    }),
                  ]
                : []),
            ]}
          />
        </Card>
      </Stack>
      <ConfirmDeleteModal
        modal={toDelete}
        title="Delete category"
        question={(row) => `Are you sure you want to delete the category ${row.name}?`}
        remove={remove}
        onDeleted={(row) => {
          toast.success(m.categoryDeleted);
          if (editing?.id === row.id) reset();
        }}
      />
    </Box>
  );
}
