import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DetailTable } from '../../../ui/detail-table';
import { addressLines, type SchoolInformation, websiteLink } from '../lib/information-values';

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Website({ url }: { url: string }) {
  const { href, label } = websiteLink(url);
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
      {label}
    </Anchor>
  );
}

/** Contact, affiliation and about cards of the school's saved information. */
export function InformationDetails({ info }: { info: SchoolInformation }) {
  const lines = addressLines(info);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <InfoCard title="Contact">
          <DetailTable
            label="Contact"
            details={[
              {
                label: 'Address',
                value: lines.length ? lines.map((line) => <div key={line}>{line}</div>) : null,
              },
              {
                label: 'Phone',
                value: info.phone ? (
                  <Anchor href={`tel:${info.phone}`} size="sm">
                    {info.phone}
                  </Anchor>
                ) : null,
              },
              {
                label: 'E-mail',
                value: info.email ? (
                  <Anchor href={`mailto:${info.email}`} size="sm">
                    {info.email}
                  </Anchor>
                ) : null,
              },
              { label: 'Website', value: info.website ? <Website url={info.website} /> : null },
            ]}
          />
        </InfoCard>
        <InfoCard title="Affiliation">
          <DetailTable
            label="Affiliation"
            details={[
              { label: 'Board', value: info.affiliation_board },
              { label: 'Affiliation number', value: info.affiliation_number },
              { label: 'Established', value: info.established_year },
              { label: 'Principal', value: info.principal_name },
            ]}
          />
        </InfoCard>
      </SimpleGrid>
      <InfoCard title="About">
        {info.about ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {info.about}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            No introduction written yet.
          </Text>
        )}
      </InfoCard>
    </Stack>
  );
}
