import { Badge, Code, Divider, Group, List, Stack, Text } from '@mantine/core';
import { SectionCard } from '../../../ui/section-card';
import type { DraftRegistrationFormat, SavedRegistrationFormat } from '../lib/admission-preview';
import { previewAdmissionNumbers } from '../lib/admission-preview';

interface AdmissionNumberPreviewProps {
  /** The form as it stands, or null while it has a problem. */
  draft: DraftRegistrationFormat | null;
  saved: SavedRegistrationFormat;
  /** The form differs from what is saved. */
  changed: boolean;
}

/** The next admission numbers as the form stands (live), and the server's next number. */
export function AdmissionNumberPreview({ draft, saved, changed }: AdmissionNumberPreviewProps) {
  const numbers = draft ? previewAdmissionNumbers(draft, saved) : [];
  return (
    <SectionCard
      title="Preview"
      description={`For admissions in ${saved.year}, the start year of the current session.`}
      aside={changed ? <Badge color="yellow">Not saved</Badge> : null}
    >
      <Stack gap="md">
        <Stack gap={6}>
          <Text size="sm" fw={600} id="next-numbers-label">
            Next admission numbers
          </Text>
          {draft ? (
            <List listStyleType="none" spacing={6} aria-labelledby="next-numbers-label">
              {numbers.map((number, index) => (
                <List.Item key={number}>
                  <Code
                    fz={index === 0 ? 'lg' : 'md'}
                    fw={index === 0 ? 700 : 400}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {number}
                  </Code>
                </List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm" c="dimmed">
              Correct the format to see the next numbers.
            </Text>
          )}
        </Stack>
        <Divider />
        <Group gap="xs" align="baseline">
          <Text size="sm">The next admission gets</Text>
          <Code fz="md" fw={700} data-testid="server-next-number">
            {saved.next_number}
          </Code>
          <Text size="sm" c="dimmed">
            {changed ? '(saved format; save to apply the changes)' : '(from the server)'}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          Numbers already given to students never change. With the year in the number, numbering
          starts again each year.
        </Text>
      </Stack>
    </SectionCard>
  );
}
