import { Box, Card } from '@mantine/core';
import { type ExpenseCategoryRow, expenseMessages as m } from '@shala/contracts';
import { useState } from 'react';
import { toast } from '../../../platform/notify/toast';
import { ConfirmDeleteModal } from '../../../ui/confirm-delete-modal';
import { DataTable } from '../../../ui/data-table/data-table';
import { FormAndList } from '../../../ui/form-and-list';
import { PageHeader } from '../../../ui/page-header';
import { rowActionsColumn } from '../../../ui/row-actions-column';
import { useModalTarget } from '../../../ui/use-modal-target';
import { useDeleteExpenseCategory, useExpenseCategoriesQuery } from '../api/expense-categories';
import { CategoryForm } from '../components/category-form';

/** /expense_category: add, rename and delete the kinds of expense. */
export function ExpenseCategoryPage() {
  const categories = useExpenseCategoriesQuery();
  const remove = useDeleteExpenseCategory();
  const toDelete = useModalTarget<ExpenseCategoryRow>();
  const [editing, setEditing] = useState<ExpenseCategoryRow | null>(null);
  return (
    <Box maw={1200}>
      <PageHeader
        title="Expense Categories"
        description="The kinds of expense the school records."
        actions={[{ to: '/expense_details', label: 'View Expenses' }]}
      />
      <FormAndList
        form={
          <CategoryForm
            key={editing?.id ?? 'new'}
            editing={editing}
            onDone={() => setEditing(null)}
          />
        }
        list={
          <Card withBorder radius="md" padding="lg">
            <DataTable
              label="Expense categories"
              rows={categories.data ?? []}
              loading={categories.isPending}
              rowKey={(row) => row.id}
              emptyText={m.noCategories}
              minWidth={480}
              columns={[
                { key: 'name', header: 'Name', render: (r) => r.name, sortValue: (r) => r.name },
                { key: 'description', header: 'Description', render: (r) => r.description || '—' },
                {
                  key: 'count',
                  header: 'Expenses',
                  align: 'right',
                  render: (r) => r.expense_count,
                  sortValue: (r) => r.expense_count,
                },
                rowActionsColumn((r) => `category ${r.name}`, {
                  onEdit: setEditing,
                  onDelete: toDelete.open,
                  deleteBlockedOf: (r) => (r.expense_count > 0 ? m.categoryInUse : null),
                }),
              ]}
            />
          </Card>
        }
      />
      <ConfirmDeleteModal
        modal={toDelete}
        title="Delete expense category"
        question={(row) => `Are you sure you want to delete the category ${row.name}?`}
        remove={remove}
        onDeleted={(row) => {
          toast.success(m.categoryDeleted);
          if (editing?.id === row.id) setEditing(null);
        }}
      />
    </Box>
  );
}
