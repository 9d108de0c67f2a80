import { Button, Card, Group } from '@mantine/core';
import type { ResidentKind } from '@shala/contracts';
import { useState } from 'react';
import { useSessionOptionsQuery } from '../../../ui/lookups/list-session-options';
import { SessionSelect } from '../../../ui/lookups/session-select';
import { toId } from '../../../ui/lookups/to-id';
import { SelectField } from '../../../ui/select-field';
import { useHostelOptionsQuery } from '../api/list-hostels';

export interface HostelFilter {
  session_id: number;
  hostel_id: number | null;
  for: ResidentKind;
}

interface HostelFiltersProps {
  /** The hostel must be chosen (Hostel Report) and its message when it is not. */
  hostelRequired?: string;
  onSearch: (filter: HostelFilter) => void;
  /** For before Hostel (the defaulter list's order); the report puts Hostel first. */
  forFirst?: boolean;
}

/** Session, For and Hostel with Search: the filters of the defaulter list and the report. */
export function HostelFilters({ hostelRequired, onSearch, forFirst }: HostelFiltersProps) {
  const sessions = useSessionOptionsQuery();
  const hostels = useHostelOptionsQuery();
  const [sessionId, setSessionId] = useState<number | null>(null);
  const [residentFor, setResidentFor] = useState<ResidentKind>('student');
  const [hostelId, setHostelId] = useState<string | null>(null);
  const [hostelError, setHostelError] = useState<string | undefined>();
  const forField = (
    <SelectField
      label="For"
      withAsterisk
      allowDeselect={false}
      maw={180}
      data={[
        { value: 'student', label: 'Student' },
        { value: 'staff', label: 'Staff' },
      ]}
      value={residentFor}
      onChange={(value) => setResidentFor((value ?? 'student') as ResidentKind)}
    />
  );
  const chosen = sessionId ?? sessions.data?.find((s) => s.is_current === 1)?.value ?? null;
  return (
    <Card withBorder radius="md" padding="lg" mb="md">
      <Group align="flex-start" wrap="wrap">
        <SessionSelect value={sessionId} onChange={setSessionId} maw={220} />
        {forFirst ? forField : null}
        <SelectField
          label="Hostel"
          withAsterisk={hostelRequired !== undefined}
          clearable={hostelRequired === undefined}
          maw={240}
          loading={hostels.isPending}
          data={(hostels.data?.list ?? []).map((h) => ({ value: String(h.id), label: h.name }))}
          value={hostelId}
          error={hostelError}
          onChange={(value) => {
            setHostelId(value);
            setHostelError(undefined);
          }}
        />
        {forFirst ? null : forField}
        <Button
          mt={25}
          disabled={chosen === null}
          onClick={() => {
            if (chosen === null) return;
            if (hostelRequired && !hostelId) {
              setHostelError(hostelRequired);
              return;
            }
            onSearch({ session_id: chosen, hostel_id: toId(hostelId), for: residentFor });
          }}
        >
          Search
        </Button>
      </Group>
    </Card>
  );
}
