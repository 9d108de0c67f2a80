import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useBranding } from '../../../platform/branding/use-branding';
import { ProductMark } from '../../../ui/product-mark';
import { SchoolLogo } from '../../../ui/school-logo';
import { mainContentId, SkipLink } from '../../../ui/skip-link';
import { useDocumentTitle } from '../../../ui/use-document-title';
import classes from './auth-layout.module.css';

interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** The frame of the sign-in screens: the school's panel beside a form card; card only on phones. */
export function AuthLayout({ title, description, children }: AuthLayoutProps) {
  const { schoolName, logo } = useBranding();
  useDocumentTitle(title);
  const mark = schoolName ? (
    <Stack gap="xs" align="center">
      <SchoolLogo logo={logo} name={schoolName} size={64} />
      <Text fw={700} size="lg" ta="center">
        {schoolName}
      </Text>
    </Stack>
  ) : (
    <ProductMark />
  );

  return (
    <>
      <SkipLink />
      <main className={classes.page} id={mainContentId} tabIndex={-1}>
        <aside className={classes.brand} aria-hidden>
          <div className={classes.brandContent}>
            {schoolName ? (
              <SchoolLogo logo={logo} name={schoolName} size={56} />
            ) : (
              <ProductMark size={48} />
            )}
          </div>
          <Stack gap="sm" className={classes.brandContent}>
            <Title order={2} fz={34} lh={1.2}>
              {schoolName ?? 'School management, made simple'}
            </Title>
            <Text size="lg" maw={420}>
              {schoolName
                ? 'Attendance, fees, exams and messages for staff and parents, in one place.'
                : 'One place for every school you run: schools, pricing, notifications and enquiries.'}
            </Text>
          </Stack>
          <Text size="sm" className={classes.brandContent}>
            Powered by Shala
          </Text>
        </aside>
        <div className={classes.formSide}>
          <Paper
            className={classes.card}
            p={{ base: 'lg', sm: 'xl' }}
            radius="lg"
            shadow="md"
            withBorder
          >
            <Stack gap="lg">
              <Stack gap={6} align="center">
                {/* Wide screens show the school in the side panel. */}
                <Box hiddenFrom="md">{mark}</Box>
                <Title order={1} size="h3" ta="center" mt="xs">
                  {title}
                </Title>
                {description ? (
                  <Text c="dimmed" size="sm" ta="center">
                    {description}
                  </Text>
                ) : null}
              </Stack>
              {children}
            </Stack>
          </Paper>
        </div>
      </main>
    </>
  );
}
