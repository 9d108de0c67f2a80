import { Box } from '@mantine/core';
import { todayIn } from '@shala/contracts';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../ui/page-header';
import { PageLoading } from '../../../ui/page-loading';
import { useExpenseQuery } from '../api/expenses';
import { ExpenseForm } from '../components/expense-form';

/** /add_expense_details: a new expense, or `?id=` to correct one; saving opens the list. */
export function AddExpenseDetailsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id')) || null;
  const expense = useExpenseQuery(id);
  const today = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
  return (
    <Box maw={760}>
      <PageHeader
        title={id ? 'Edit Expense' : 'Add Expense'}
        back={{ to: '/expense_details', label: 'Expenses' }}
      />
      {id && expense.isPending ? (
        <PageLoading />
      ) : (
        <ExpenseForm
          editing={expense.data ?? null}
          today={today}
          onSaved={() => navigate('/expense_details')}
        />
      )}
    </Box>
  );
}
