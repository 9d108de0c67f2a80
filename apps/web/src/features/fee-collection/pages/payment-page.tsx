import { Box, Card, Stack, Title } from '@mantine/core';
import { roleIds } from '@shala/contracts';
import { useSearchParams } from 'react-router';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { useSignedInSession } from '../../../platform/session/session-query';
import { PageHeader } from '../../../ui/page-header';
import { useInvoicesQuery } from '../api/online-payments';
import { InvoiceHistory } from '../components/invoice-history';
import { PaymentSettingsCard } from '../components/payment-settings-card';
import { OfflineCheckoutPage } from './offline-checkout-page';
import { ParentFeesPage } from './parent-fees-page';

/**
 * /payment: with `invoice_id`, the offline provider's local page; for a parent, their fees
 * page with Pay online; for staff, the school's online payments and the provider settings.
 */
export function PaymentPage() {
  const [params] = useSearchParams();
  const session = useSignedInSession();
  const invoiceId = params.get('invoice_id');
  if (invoiceId) return <OfflineCheckoutPage invoiceId={invoiceId} />;
  if (session.user.user_role_id === roleIds.parent) return <ParentFeesPage />;
  return <OnlinePaymentsPage />;
}

function OnlinePaymentsPage() {
  const { canOpen } = useNavigation();
  const invoices = useInvoicesQuery();
  return (
    <Box maw={1200}>
      <PageHeader title="Online Payments" description="Fees parents paid online, latest first." />
      <Stack gap="md">
        {canOpen('/setting') ? <PaymentSettingsCard /> : null}
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="sm">
            Payments
          </Title>
          <InvoiceHistory invoices={invoices.data?.list ?? []} loading={invoices.isPending} />
        </Card>
      </Stack>
    </Box>
  );
}
