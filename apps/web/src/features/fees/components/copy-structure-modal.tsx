import { Button, Group, Stack, Text } from '@mantine/core';
import { type FeeStructureRow, feeMessages } from '@shala/contracts';
import { useState } from 'react';
import { toast } from '../../../platform/notify/toast';
import { useClassOptionsQuery } from '../../../ui/lookups/list-class-options';
import { useSessionOptionsQuery } from '../../../ui/lookups/list-session-options';
import { Popup } from '../../../ui/popup';
import { SelectField } from '../../../ui/select-field';
import { useCopyableStructuresQuery, useCopyFeeStructure } from '../api/fee-structures';

const fields = [
  'source_session_id',
  'source_class_id',
  'target_session_id',
  'target_class_id',
] as const;
type CopyFields = Record<(typeof fields)[number], string | null>;
const empty: CopyFields = {
  source_session_id: null,
  source_class_id: null,
  target_session_id: null,
  target_class_id: null,
};

interface Props {
  opened: boolean;
  onClose: () => void;
  onCopied: (row: FeeStructureRow) => void;
}

/** 'Copy Fee Structure': a class's structure of one session to another class and session. */
export function CopyStructureModal({ opened, onClose, onCopied }: Props) {
  const [values, setValues] = useState<CopyFields>(empty);
  const copyable = useCopyableStructuresQuery(opened);
  const sessions = useSessionOptionsQuery();
  const classes = useClassOptionsQuery();
  const copy = useCopyFeeStructure();
  const sourceSessions = [
    ...new Map((copyable.data ?? []).map((r) => [r.session_id, r.session_name])),
  ];
  const sourceClasses = (copyable.data ?? []).filter(
    (r) => String(r.session_id) === values.source_session_id,
  );
  const set = (key: keyof CopyFields) => (value: string | null) =>
    setValues((v) => ({
      ...v,
      [key]: value,
      ...(key === 'source_session_id' ? { source_class_id: null } : {}),
    }));

  const submit = () => {
    const missing = fields.filter((f) => !values[f]);
    if (missing.length) return toast.error(feeMessages.copyNeeds(missing));
    const body = Object.fromEntries(fields.map((f) => [f, Number(values[f])])) as Record<
      (typeof fields)[number],
      number
    >;
    copy.mutate(body, {
      onSuccess: (row) => {
        setValues(empty);
        onClose();
        onCopied(row);
      },
    });
  };

  return (
    <Popup opened={opened} onClose={onClose} title="Copy Fee Structure" size="lg">
      <Stack>
        <Text size="sm" c="dimmed">
          Copies fee types, months, discounts, vouchers, enrollment amounts and late fees.
        </Text>
        <Group grow wrap="wrap" align="flex-start">
          <SelectField
            label="Source session"
            withAsterisk
            data={sourceSessions.map(([id, name]) => ({ value: String(id), label: name }))}
            loading={copyable.isPending}
            value={values.source_session_id}
            onChange={set('source_session_id')}
          />
          <SelectField
            label="Source class"
            withAsterisk
            data={sourceClasses.map((r) => ({ value: String(r.class_id), label: r.class_name }))}
            value={values.source_class_id}
            onChange={set('source_class_id')}
          />
        </Group>
        <Group grow wrap="wrap" align="flex-start">
          <SelectField
            label="Target session"
            withAsterisk
            data={(sessions.data ?? []).map((s) => ({ value: String(s.value), label: s.label }))}
            value={values.target_session_id}
            onChange={set('target_session_id')}
          />
          <SelectField
            label="Target class"
            withAsterisk
            searchable
            data={(classes.data ?? []).map((c) => ({ value: String(c.value), label: c.label }))}
            value={values.target_class_id}
            onChange={set('target_class_id')}
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={copy.isPending}>
            Copy
          </Button>
        </Group>
      </Stack>
    </Popup>
  );
}
