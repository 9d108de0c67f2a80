import { Button, Group, Stack, Text } from '@mantine/core';
import type { RegistrationRow } from '@shala/contracts';
import { useState } from 'react';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { useSectionsOptionsQuery } from '../../../ui/lookups/get-sections-options';
import { Popup } from '../../../ui/popup';
import { SelectField } from '../../../ui/select-field';
import { useApproveRegistration } from '../api/registrations';

/** Approve: admits the registrant into the current session; asks a section when the class has any. */
export function ApproveModal({
  row,
  onClose,
}: {
  row: RegistrationRow | null;
  onClose: () => void;
}) {
  return (
    <Popup opened={row !== null} onClose={onClose} title="Approve Registration">
      {row ? <ApproveForm key={row.id} row={row} onClose={onClose} /> : null}
    </Popup>
  );
}

function ApproveForm({ row, onClose }: { row: RegistrationRow; onClose: () => void }) {
  const sections = useSectionsOptionsQuery(row.class_id);
  const approve = useApproveRegistration();
  const [sectionId, setSectionId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const needsSection = sections.data?.classWithNoSection === false;
  return (
    <Stack gap="md">
      <Text>
        Admit <strong>{row.student_name}</strong> to {row.class_name}? Parent accounts are made for
        the contacts given.
      </Text>
      {needsSection ? (
        <SelectField
          label="Section"
          withAsterisk
          data={(sections.data?.sectionsOp ?? []).map((s) => ({
            value: String(s.value),
            label: s.label,
          }))}
          value={sectionId}
          onChange={setSectionId}
          error={errors.section_id}
        />
      ) : null}
      {errors.row ? <Text c="red">{errors.row}</Text> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          No
        </Button>
        <Button
          loading={approve.isPending}
          onClick={() => {
            if (needsSection && !sectionId)
              return setErrors({ section_id: 'Please select a section' });
            approve.mutate(
              { id: row.id, section_id: sectionId ? Number(sectionId) : null },
              {
                onSuccess: onClose,
                onError: (error) => {
                  if (!applyFieldErrors({ setErrors }, error))
                    setErrors({
                      row: error instanceof Error ? error.message : 'Could not approve',
                    });
                },
              },
            );
          }}
        >
          Approve
        </Button>
      </Group>
    </Stack>
  );
}
