import { Badge, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import {
  amountInWords,
  formatRupees,
  paymentModeLabels,
  type Receipt,
  rupeesToPaise,
} from '@shala/contracts';
import { DetailList } from '../../../ui/detail-list';
import { formatDate } from '../../../ui/format-date';

const rupees = (value: number) => formatRupees(rupeesToPaise(value));

/** The receipt with the §3 fields, laid out as it prints. */
export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const klass = [receipt.class_name, receipt.section_name].filter(Boolean).join(' - ');
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={2} size="h3">
            Fee Receipt No. {receipt.receipt_no}
          </Title>
          <Text size="sm" c="dimmed">
            {receipt.student_name} ({receipt.admission_no}) {klass ? `· ${klass}` : ''}
          </Text>
        </Stack>
        {receipt.cancelled ? (
          <Badge color="red" variant="light" size="lg">
            Cancelled
          </Badge>
        ) : null}
      </Group>
      {receipt.cancelled ? (
        <Text size="sm" c="red">
          Cancelled: {receipt.cancel_reason}
        </Text>
      ) : null}
      <DetailList
        items={[
          { label: 'Date of Admission', value: formatDate(receipt.date_of_admission) },
          { label: 'Payment Date', value: formatDate(receipt.payment_date) },
          { label: 'Payment Type', value: receipt.payment_type },
          { label: 'Mode of Payment', value: paymentModeLabels[receipt.payment_mode] },
          ...(receipt.cheque_dd_no
            ? [
                { label: 'Cheque / DD No.', value: receipt.cheque_dd_no },
                { label: 'Cheque / DD Date', value: formatDate(receipt.cheque_date) },
                { label: 'Bank Detail', value: receipt.bank_details },
              ]
            : []),
          ...(receipt.provider_payment_id
            ? [{ label: 'Gateway Reference', value: receipt.provider_payment_id }]
            : []),
          { label: 'Paid For', value: receipt.paid_for },
          { label: 'Purpose', value: receipt.purpose },
        ]}
      />
      <Table withTableBorder aria-label="Fees paid">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Due</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th ta="right">Late Fee</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {receipt.lines.map((line) => (
            <Table.Tr key={line.due_key}>
              <Table.Td>{line.label}</Table.Td>
              <Table.Td ta="right">{rupees(line.amount)}</Table.Td>
              <Table.Td ta="right">{rupees(line.late_fee)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Divider />
      <DetailList
        items={[
          { label: 'Total Amount', value: rupees(receipt.total_amount) },
          {
            label: 'Concession',
            value: receipt.concession_amount
              ? `${receipt.concession_name}: ${rupees(receipt.concession_amount)}`
              : rupees(0),
          },
          {
            label: 'Late Fee',
            value: receipt.waive_late_fee
              ? `Waived (${rupees(receipt.waived_amount)}: ${receipt.fee_waiver_description})`
              : rupees(receipt.late_fee),
          },
          { label: 'Paid Amount', value: <strong>{rupees(receipt.paid_amount)}</strong> },
          { label: 'In Words', value: amountInWords(rupeesToPaise(receipt.paid_amount)) },
          { label: "Father's Name", value: receipt.father_name },
          {
            label: 'Received By',
            value: receipt.received_by ?? (receipt.payment_mode === 'online' ? 'Online' : null),
          },
        ]}
      />
    </Stack>
  );
}
