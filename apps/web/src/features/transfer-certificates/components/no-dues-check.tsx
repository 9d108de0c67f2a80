import { Alert, List, Stack, Text, Textarea, type TextareaProps } from '@mantine/core';
import { tcMessages as m, type TcDue, type TcDuesWaiver } from '@shala/contracts';

interface NoDuesCheckProps {
  dues: TcDue[];
  checked: string[];
  canWaive: boolean;
  /** The waiver reason's input (shown only when there are dues and the user may waive). */
  reasonInput: TextareaProps;
}

const dueText = (due: TcDue) =>
  `${due.source}: ${due.label}${due.amount !== null ? ` (₹${due.amount.toFixed(2)})` : ''}`;

/** The no-dues check before a TC: what is owed, and the waiver only a fees admin may give. */
export function NoDuesCheck({ dues, checked, canWaive, reasonInput }: NoDuesCheckProps) {
  return (
    <Alert color={dues.length ? 'yellow' : 'gray'} title="No-dues check">
      {checked.length === 0 ? (
        <Text size="sm">{m.noDueSources}</Text>
      ) : dues.length === 0 ? (
        <Text size="sm">Nothing is due ({checked.join(', ')} checked).</Text>
      ) : (
        <Stack gap="xs">
          <List size="sm">
            {dues.map((due) => (
              <List.Item key={`${due.source}-${due.label}`}>{dueText(due)}</List.Item>
            ))}
          </List>
          {canWaive ? (
            <Textarea
              label="Reason for waiving these dues"
              description="Kept with the certificate. Issuing it also discontinues the student from the leaving date."
              withAsterisk
              autosize
              minRows={2}
              maxLength={300}
              {...reasonInput}
            />
          ) : (
            <Text size="sm" role="status">
              {m.duesOutstanding}. Collect them at the fee counter first.
            </Text>
          )}
        </Stack>
      )}
    </Alert>
  );
}

/** An issued certificate's waiver, as the record keeps it. */
export function DuesWaiverNote({ waiver }: { waiver: TcDuesWaiver }) {
  return (
    <Alert color="yellow" title="Issued over dues">
      <Text size="sm">
        Waived{waiver.waived_by ? ` by ${waiver.waived_by}` : ''}: {waiver.reason}
      </Text>
      <List size="sm" mt="xs">
        {waiver.dues.map((due) => (
          <List.Item key={`${due.source}-${due.label}`}>{dueText(due)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
