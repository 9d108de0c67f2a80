import { Alert, Anchor, Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { onlinePaymentMessages as m } from '@shala/contracts';
import { IconCircleCheck, IconCircleX, IconPrinter } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../ui/page-header';
import { useVerifiedReturn } from '../api/verify-return';
import { PaymentBreakdown } from '../components/payment-breakdown';

/**
 * /student_payment_status (§2, §4, §8): reads invoice_id and success, shows 'Verifying
 * payment...', then 'Payment successful!' with the receipt and breakdown, or the failure text.
 */
export function PaymentStatusPage() {
  const [params] = useSearchParams();
  const invoiceId = params.get('invoice_id');
  const success = params.get('success') === 'true' || params.get('success') === '1';
  const result = useVerifiedReturn(invoiceId, success);

  return (
    <Box maw={760}>
      <PageHeader title="Payment Status" back={{ to: '/payment', label: 'Fees' }} />
      {result === null ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{m.verifying}</Text>
        </Group>
      ) : result.ok ? (
        <Stack gap="md">
          <Alert
            color="green"
            icon={<IconCircleCheck aria-hidden />}
            role="status"
            title={m.success}
          >
            Your payment is recorded: each child's receipt is below.
          </Alert>
          <PaymentBreakdown breakdown={result.breakdown} />
          <Group className="no-print">
            <Button
              leftSection={<IconPrinter size={18} aria-hidden />}
              variant="light"
              onClick={() => window.print()}
            >
              Print
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Alert
            color="red"
            icon={<IconCircleX aria-hidden />}
            role="alert"
            title={result.message}
          />
          <Anchor component={Link} to="/payment">
            Back to fees
          </Anchor>
        </Stack>
      )}
    </Box>
  );
}
