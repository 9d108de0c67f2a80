import { Alert, Button, Group, Text } from '@mantine/core';
import { type HostelPaymentResult, hostelReceiptPdf, monthLabel } from '@shala/contracts';
import { IconFileTypePdf } from '@tabler/icons-react';
import { buildUrl } from '../../../platform/api/build-request';
import { formatAmount } from '../../../ui/format-amount';

export type PaidReceipt = HostelPaymentResult & { name: string };

/**
 * What a hostel fee payment just recorded: its receipt number, what it paid, and the receipt
 * itself to open and print (as the fee counter opens its receipt after a payment).
 */
export function HostelReceiptNotice({
  paid,
  onDismiss,
}: {
  paid: PaidReceipt;
  onDismiss: () => void;
}) {
  return (
    <Alert
      color="green"
      mb="md"
      role="status"
      title={`Receipt No. ${paid.receipt_no} recorded`}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onDismiss}
    >
      <Text size="sm">
        {paid.name}: {paid.paid_month.map(monthLabel).join(', ')}; paid{' '}
        {formatAmount(paid.paid_amount)}
        {paid.late_fee > 0 ? ` (late fee ${formatAmount(paid.late_fee)})` : ''}.
      </Text>
      <Group mt="sm">
        <Button
          component="a"
          href={buildUrl(hostelReceiptPdf, { id: paid.payment_id })}
          target="_blank"
          rel="noopener"
          leftSection={<IconFileTypePdf size={16} aria-hidden />}
        >
          Open receipt
        </Button>
      </Group>
    </Alert>
  );
}
