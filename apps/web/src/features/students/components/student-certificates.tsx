import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type StudentCertificateKind, studentCertificateTitles } from '@shala/contracts';
import { IconCertificate } from '@tabler/icons-react';
import { useState } from 'react';
import { openStudentCertificate } from '../api/open-student-certificate';

/** Bonafide and character certificates of the student, on the school's letterhead. */
export function StudentCertificates({ studentId }: { studentId: number }) {
  const [purpose, setPurpose] = useState('');
  const [busy, setBusy] = useState<StudentCertificateKind | null>(null);
  const open = async (kind: StudentCertificateKind) => {
    setBusy(kind);
    await openStudentCertificate(studentId, kind, purpose);
    setBusy(null);
  };
  return (
    <Stack gap="xs" component="section" aria-label="Certificates">
      <Text fw={700}>Certificates</Text>
      <TextInput
        label="Purpose (optional)"
        placeholder="e.g. a passport application"
        value={purpose}
        maxLength={150}
        onChange={(event) => setPurpose(event.currentTarget.value)}
      />
      <Group>
        {(['bonafide', 'character'] as const).map((kind) => (
          <Button
            key={kind}
            variant="light"
            loading={busy === kind}
            leftSection={<IconCertificate size={16} aria-hidden />}
            onClick={() => open(kind)}
          >
            {studentCertificateTitles[kind]}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
