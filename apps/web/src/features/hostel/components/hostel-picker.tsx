import { Card, Group } from '@mantine/core';
import { SessionSelect } from '../../../ui/lookups/session-select';
import { SelectField } from '../../../ui/select-field';
import { useHostelOptionsQuery } from '../api/list-hostels';

interface HostelPickerProps {
  sessionId: number | null;
  onSessionChange: (sessionId: number | null) => void;
  hostelId: number | null;
  onHostelChange: (hostelId: number | null) => void;
  /** A page that lists every hostel lets the choice be cleared. */
  clearable?: boolean;
}

/** Session and Hostel: the choice at the top of the detail and staff-resident pages. */
export function HostelPicker(props: HostelPickerProps) {
  const hostels = useHostelOptionsQuery();
  return (
    <Card withBorder radius="md" padding="lg" mb="md">
      <Group align="flex-start" wrap="wrap">
        <SessionSelect value={props.sessionId} onChange={props.onSessionChange} maw={220} />
        <SelectField
          label="Hostel"
          maw={260}
          clearable={props.clearable}
          loading={hostels.isPending}
          data={(hostels.data?.list ?? []).map((h) => ({ value: String(h.id), label: h.name }))}
          value={props.hostelId === null ? null : String(props.hostelId)}
          onChange={(value) => props.onHostelChange(value ? Number(value) : null)}
        />
      </Group>
    </Card>
  );
}
