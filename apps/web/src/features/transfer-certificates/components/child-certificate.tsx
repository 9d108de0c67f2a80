import { Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { tcMessages as m } from '@shala/contracts';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { DetailList } from '../../../ui/detail-list';
import { formatDate } from '../../../ui/format-date';
import { ChildSelect } from '../../../ui/lookups/child-select';
import { useMyChildren } from '../../../ui/lookups/use-my-children';
import { PageHeader } from '../../../ui/page-header';
import { useTcReportQuery } from '../api/list-tc';
import { downloadTc, openTcPage } from '../api/tc-documents';

/**
 * A parent's view of /transfer_certificate_report: their child's (the first until another is
 * chosen) certificate status, and once issued its particulars with the printable page and the
 * PDF (the server answers only their own children's).
 */
export function ChildCertificate() {
  const { children } = useMyChildren();
  const [chosen, setChosen] = useState<{ id: number; name: string } | null>(null);
  const first = children.data?.[0];
  const child = chosen ?? (first ? { id: first.student_id, name: first.student_name } : null);
  const certificates = useTcReportQuery(
    child ? { student_id: child.id, class_id: [], section_id: [] } : null,
  );
  const certificate = certificates.data?.[0];

  return (
    <Box maw={800}>
      <PageHeader
        title="Transfer Certificate"
        description="Your child's transfer certificate, once the school has issued it."
        back={{ to: '/parent_dashboard', label: 'Back' }}
      />
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <ChildSelect
            value={child?.id ?? null}
            onChange={(next) =>
              setChosen(next ? { id: next.studentId, name: next.studentName } : null)
            }
            maw={320}
          />
          {child && certificates.isSuccess && !certificate ? (
            <Text c="dimmed">{m.notIssued.replace('{name}', child.name)}</Text>
          ) : null}
          {child && certificate ? (
            <Stack gap="md" component="section" aria-label="Certificate status">
              <Text fw={600}>
                Issued: TC No. {certificate.tc_no} on {formatDate(certificate.tc_issue_date)}
              </Text>
              <DetailList
                items={[
                  { label: 'Student Name', value: certificate.student_name },
                  { label: 'Class', value: certificate.class },
                  { label: 'Date of Leave', value: formatDate(certificate.leaving_date) },
                  { label: 'Date of Issue', value: formatDate(certificate.tc_issue_date) },
                  {
                    label: 'Transfer Reason',
                    value:
                      certificate.specfic_transfer_reason || certificate.transfer_reason || null,
                  },
                  { label: 'Character', value: certificate.character },
                ]}
              />
              <Group gap="sm">
                <Button
                  leftSection={<IconDownload size={18} aria-hidden />}
                  onClick={() => downloadTc(certificate.student_id, certificate.tc_no)}
                >
                  Download PDF
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconEye size={18} aria-hidden />}
                  onClick={() => openTcPage(certificate.student_id)}
                >
                  View
                </Button>
              </Group>
            </Stack>
          ) : null}
        </Stack>
      </Card>
    </Box>
  );
}
