import { Stack } from '@mantine/core';
import type { FormEvent, ReactNode, Ref } from 'react';
import { FormActions } from './form-actions';
import { SectionCard } from './section-card';

interface FormCardProps {
  /** "Add Class" or "Edit Class": also the form's accessible name. */
  title: string;
  description?: ReactNode;
  /** Editing a row: UPDATE (and CANCEL, when given) instead of ADD. */
  editing: boolean;
  submitting: boolean;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onClear: () => void;
  onCancel?: () => void;
  children: ReactNode;
  /** Lets the page scroll the form into view when a row is picked for editing. */
  ref?: Ref<HTMLDivElement>;
}

/** The titled add/edit card: fields, then CANCEL (when editing), CLEAR and ADD/UPDATE. */
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
    <SectionCard ref={ref} title={title} description={description}>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="md">
          {children}
          <FormActions
            editing={editing}
            submitting={submitting}
            onClear={onClear}
            onCancel={onCancel}
          />
        </Stack>
      </form>
    </SectionCard>
  );
}
