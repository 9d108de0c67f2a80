import { Alert, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { onlinePaymentMessages as m } from '@shala/contracts';
import { useNavigate } from 'react-router';
import { formatAmount } from '../../../ui/format-amount';
import { PageLoading } from '../../../ui/page-loading';
import { useInvoiceQuery } from '../api/online-payments';
import { statusPageUrl } from '../lib/pending-payment';

/**
 * The built-in offline provider's page (the embedded default): the same redirect flow as a
 * real provider without leaving the app. Pay or Cancel returns to the status page.
 */
export function OfflineCheckoutPage({ invoiceId }: { invoiceId: string }) {
  const invoice = useInvoiceQuery(invoiceId);
  const navigate = useNavigate();
  if (invoice.isPending) return <PageLoading />;
  if (!invoice.data) return <Alert color="red" title={m.invoiceNotFound} />;
  const data = invoice.data;
  return (
    <Box maw={480} mx="auto">
      <Card withBorder radius="md" padding="lg" component="section" aria-label="Offline payment">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Offline payment provider (demo)
          </Text>
          <Title order={1} size="h3">
            Pay {formatAmount(data.amount)}
          </Title>
          {data.lines.map((line) => (
            <Group key={`${line.student_id}-${line.due_key}`} justify="space-between" wrap="nowrap">
              <Text size="sm">
                {line.student_name}: {line.label}
              </Text>
              <Text size="sm">{formatAmount(line.amount + line.late_fee)}</Text>
            </Group>
          ))}
          {data.status === 'paid' ? <Alert color="green" title={m.alreadyPaid} /> : null}
          <Group grow mt="sm">
            <Button variant="default" onClick={() => navigate(statusPageUrl(invoiceId, false))}>
              Cancel
            </Button>
            <Button onClick={() => navigate(statusPageUrl(invoiceId, true))}>
              Pay {formatAmount(data.amount)}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Box>
  );
}
