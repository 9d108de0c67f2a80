import { Card, Input, Skeleton, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createNewsBodySchema, type NewsItem, newsMessages } from '@shala/contracts';
import dayjs from 'dayjs';
import { lazy, Suspense, useId } from 'react';
import { saveForm } from '../../../platform/forms/save-form';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { DateField } from '../../../ui/date-field';
import { FormActions } from '../../../ui/form-actions';
import type { DateString } from '../../../ui/parse-typed-date';
import { useCreateNews } from '../api/create-news';
import { useUpdateNews } from '../api/update-news';

const NewsEditor = lazy(() => import('./news-editor'));

interface NewsFields {
  title: string;
  date: DateString | null;
  message: string;
}

const freshFields = (): NewsFields => ({
  title: '',
  date: dayjs().format('YYYY-MM-DD'),
  message: '',
});

interface NewsFormProps {
  /** The news item being edited (the list's navigation state); null adds one. */
  editing: NewsItem | null;
  /** After ADD or UPDATE succeeded. */
  onSaved: () => void;
  /** CANCEL while editing. */
  onCancel: () => void;
}

/** Add or edit a news item: title, date and a formatted description. */
export function NewsForm({ editing, onSaved, onCancel }: NewsFormProps) {
  const create = useCreateNews();
  const update = useUpdateNews();
  const labelId = useId();
  const errorId = useId();
  const form = useForm<NewsFields>({
    initialValues: editing
      ? { title: editing.title, date: editing.date, message: editing.message }
      : freshFields(),
    validate: schemaValidator<NewsFields>(createNewsBodySchema),
  });
  const title = editing ? 'Edit News' : 'Add News';
  const messageError = form.errors.message;
  const clear = () => {
    form.setValues({ title: '', date: null, message: '' });
    form.clearErrors();
  };

  const submit = form.onSubmit((fields) =>
    saveForm({
      body: createNewsBodySchema.parse(fields),
      editingId: editing?.id ?? null,
      create,
      update,
      messages: newsMessages,
      form,
      onSaved,
    }),
  );

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <TextInput
            label="Title"
            placeholder="e.g. New school bus route"
            withAsterisk
            maxLength={150}
            {...form.getInputProps('title')}
          />
          <DateField
            label="Date"
            withAsterisk
            maw={260}
            value={form.values.date}
            onChange={(value) => form.setFieldValue('date', value)}
            error={form.errors.date}
          />
          <Input.Wrapper
            label="Description"
            withAsterisk
            labelElement="div"
            labelProps={{ id: labelId }}
            error={messageError}
            errorProps={{ id: errorId }}
          >
            <Suspense fallback={<Skeleton height={230} radius="sm" aria-label="Loading editor" />}>
              <NewsEditor
                value={form.values.message}
                onChange={(markup) => form.setFieldValue('message', markup)}
                labelId={labelId}
                errorId={messageError ? errorId : undefined}
              />
            </Suspense>
          </Input.Wrapper>
          <FormActions
            editing={editing !== null}
            submitting={create.isPending || update.isPending}
            onClear={clear}
            onCancel={onCancel}
          />
        </Stack>
      </form>
    </Card>
  );
}
