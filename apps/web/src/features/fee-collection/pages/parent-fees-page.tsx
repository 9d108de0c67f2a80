import {
  Affix,
  Box,
  Button,
  Card,
  Group,
  Stack,
  Text,
  Title,
  useMantineTheme,
} from '@mantine/core';
import {
  formatRupees,
  onlinePaymentMessages as m,
  rupeesToPaise,
  sumPaise,
} from '@shala/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../ui/page-header';
import { PageLoading } from '../../../ui/page-loading';
import { useCreateCheckout, useInvoicesQuery, useParentDuesQuery } from '../api/online-payments';
import { ChildDuesCard, dueSelectionKey } from '../components/child-dues-card';
import { InvoiceHistory } from '../components/invoice-history';
import { ParentReceipts } from '../components/parent-receipts';
import { keepPendingPayment } from '../lib/pending-payment';
import { openRazorpayCheckout } from '../lib/razorpay-checkout';

/**
 * The parent's fees page (one sign-in for all their children): each child's dues, one online
 * payment for dues of several children, every receipt (counter or online) and the online
 * payments with their status. Phone first.
 */
export function ParentFeesPage() {
  const dues = useParentDuesQuery();
  const history = useInvoicesQuery();
  const checkout = useCreateCheckout();
  const navigate = useNavigate();
  const theme = useMantineTheme();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const children = dues.data ?? [];
  const chosen = children.flatMap((child) =>
    child.dues
      .filter((due) => selected.has(dueSelectionKey(child.student_id, due.due_key)))
      .map((due) => ({ student_id: child.student_id, due_key: due.due_key, balance: due.balance })),
  );
  const totalPaise = sumPaise(chosen.map((line) => rupeesToPaise(line.balance)));
  const toggle = (key: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const pay = () =>
    checkout.mutate(
      { lines: chosen.map(({ student_id, due_key }) => ({ student_id, due_key })) },
      {
        onSuccess: (answer) => {
          const invoiceId = answer.invoice.invoice_id;
          if (answer.razorpay) {
            void openRazorpayCheckout(answer, navigate, theme.colors[theme.primaryColor]![6]!);
          } else if (answer.redirect_url) {
            keepPendingPayment({ invoice_id: invoiceId, provider: answer.invoice.provider });
            navigate(answer.redirect_url);
          }
        },
      },
    );

  if (dues.isPending) return <PageLoading />;
  return (
    <Box maw={760} pb={96}>
      <PageHeader
        title="Fees"
        description="Your children's dues. Tick what to pay and pay online."
      />
      <Stack gap="md">
        {children.length === 0 ? <Text c="dimmed">No students linked to your account.</Text> : null}
        {children.map((child) => (
          <ChildDuesCard
            key={child.student_id}
            child={child}
            selected={selected}
            onToggle={toggle}
          />
        ))}
        <ParentReceipts />
        <Card withBorder radius="md" padding="md" component="section" aria-label="Online payments">
          <Title order={2} size="h4" mb="sm">
            Online payments
          </Title>
          <InvoiceHistory invoices={history.data?.list ?? []} loading={history.isPending} />
        </Card>
      </Stack>
      {chosen.length > 0 ? (
        <Affix position={{ bottom: 0, left: 0, right: 0 }} zIndex={150}>
          <Card radius={0} padding="sm" withBorder shadow="md">
            <Group justify="space-between" maw={760} mx="auto" wrap="nowrap">
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {chosen.length} {chosen.length === 1 ? 'due' : 'dues'} selected
                </Text>
                <Text fw={700}>{formatRupees(totalPaise)}</Text>
              </Stack>
              <Button size="md" onClick={pay} loading={checkout.isPending}>
                Pay online
              </Button>
            </Group>
          </Card>
        </Affix>
      ) : null}
      {checkout.isError ? (
        <Text c="red" role="alert">
          {checkout.error.message || m.verifyError}
        </Text>
      ) : null}
    </Box>
  );
}
