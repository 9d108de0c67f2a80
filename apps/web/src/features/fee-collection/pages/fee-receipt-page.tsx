import { Button, Card, Group, Text } from '@mantine/core';
import { getReceiptPdf } from '@shala/contracts';
import { IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { buildUrl } from '../../../platform/api/build-request';
import { noDataFound } from '../../../ui/data-table/empty-text';
import { toId } from '../../../ui/lookups/to-id';
import { PageHeader } from '../../../ui/page-header';
import { PageLoading } from '../../../ui/page-loading';
import { useReceiptQuery } from '../api/get-receipt';
import { ReceiptView } from '../components/receipt-view';

/** /fee_receipt/:paymentId: the receipt's print preview, Print, and Back to the counter. */
export function FeeReceiptPage() {
  const paymentId = toId(useParams().paymentId);
  const receipt = useReceiptQuery(paymentId);
  return (
    <>
      <PageHeader title="Payment Receipt" back={{ to: '/student_fee_payment', label: 'Back' }} />
      {receipt.data ? (
        <Card withBorder radius="md" padding="lg">
          <ReceiptView receipt={receipt.data} />
          <Group justify="flex-end" mt="lg">
            <Button
              component="a"
              variant="default"
              href={buildUrl(getReceiptPdf, { id: receipt.data.payment_id })}
              target="_blank"
              rel="noopener"
              leftSection={<IconFileTypePdf size={16} aria-hidden />}
            >
              PDF
            </Button>
            <Button
              variant="light"
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={() => window.print()}
            >
              Print
            </Button>
          </Group>
        </Card>
      ) : receipt.isError ? (
        <Text c="dimmed">{noDataFound}</Text>
      ) : (
        <PageLoading />
      )}
    </>
  );
}
