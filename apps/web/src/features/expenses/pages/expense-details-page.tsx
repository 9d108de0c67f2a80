import { Box, Card, SimpleGrid } from '@mantine/core';
import type { ExpenseRow } from '@shala/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { pagedListProps } from '../../../ui/data-table/paged-list';
import { DateField } from '../../../ui/date-field';
import { PageHeader } from '../../../ui/page-header';
import type { DateString } from '../../../ui/parse-typed-date';
import { SelectField } from '../../../ui/select-field';
import { useModalTarget } from '../../../ui/use-modal-target';
import { useExpenseCategoriesQuery } from '../api/expense-categories';
import { useExpensesQuery } from '../api/expenses';
import { CancelExpenseModal } from '../components/cancel-expense-modal';
import { ExpenseTable } from '../components/expense-table';
import { ExpenseTotals } from '../components/expense-totals';

/** /expense_details: expenses by date range and category, with totals, print and export. */
export function ExpenseDetailsPage() {
  const { canOpen } = useNavigation();
  const canWrite = canOpen('/add_expense_details');
  const navigate = useNavigate();
  const [from, setFrom] = useState<DateString | null>(null);
  const [to, setTo] = useState<DateString | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  const categories = useExpenseCategoriesQuery();
  const expenses = useExpensesQuery({
    from_date: from ?? undefined,
    to_date: to ?? undefined,
    category_id: category ? Number(category) : undefined,
  });
  const toCancel = useModalTarget<ExpenseRow>();
  const rows = expenses.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <Box maw={1200}>
      <PageHeader
        title="Expenses"
        description="What the school spent, by date and category."
        actions={canWrite ? [{ to: '/add_expense_details', label: 'Add Expense' }] : []}
      />
      <Card withBorder radius="md" padding="md" mb="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <DateField label="From Date" value={from} onChange={setFrom} maxDate={to ?? undefined} />
          <DateField label="To Date" value={to} onChange={setTo} minDate={from ?? undefined} />
          <SelectField
            label="Category"
            clearable
            placeholder="All categories"
            value={category}
            onChange={setCategory}
            data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          />
        </SimpleGrid>
      </Card>
      <ExpenseTotals totals={expenses.data?.pages[0]} />
      <Card withBorder radius="md" padding="lg">
        <ExpenseTable
          {...pagedListProps(expenses, rows)}
          onEdit={canWrite ? (row) => navigate(`/add_expense_details?id=${row.id}`) : undefined}
          onCancel={canWrite ? toCancel.open : undefined}
        />
      </Card>
      <CancelExpenseModal modal={toCancel} />
    </Box>
  );
}
