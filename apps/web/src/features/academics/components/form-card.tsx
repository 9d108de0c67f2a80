import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { FormEvent, ReactNode, Ref } from 'react';

interface FormCardProps {
  /** "Add Class" or "Edit Class": also the form's accessible name. */
  title: string;
  description?: ReactNode;
  /** Editing a row: UPDATE and CANCEL instead of ADD. */
  editing: boolean;
  submitting: boolean;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onClear: () => void;
  onCancel: () => void;
  children: ReactNode;
  /** Lets the page scroll the form into view when a row is picked for editing. */
  ref?: Ref<HTMLDivElement>;
}

/** The add/edit card beside a list: fields, then CANCEL (when editing), CLEAR and ADD/UPDATE. */
export function FormCard({
  title,
  description,
  editing,
  submitting,
  onSubmit,
  onClear,
  onCancel,
  children,
  ref,
}: FormCardProps) {
  return (
    <Card ref={ref} withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap={4} mb="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
      </Stack>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="md">
          {children}
          <Group justify="flex-end" gap="sm">
            {editing ? (
              <Button variant="subtle" color="gray" onClick={onCancel}>
                CANCEL
              </Button>
            ) : null}
            <Button variant="default" onClick={onClear}>
              CLEAR
            </Button>
            <Button type="submit" loading={submitting}>
              {editing ? 'UPDATE' : 'ADD'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
