import { Button, Card, Group, Input, Skeleton, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createNewsBodySchema, type NewsItem, newsMessages } from '@shala/contracts';
import dayjs from 'dayjs';
import { lazy, Suspense, useId } from 'react';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { toast } from '../../../platform/notify/toast';
import { DateField } from '../../../ui/date-field';
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

  const submit = form.onSubmit((fields) => {
    const body = createNewsBodySchema.parse(fields);
    const onError = (error: unknown) => applyFieldErrors(form, error);
    const onSuccess = (message: string) => () => {
      toast.success(message);
      onSaved();
    };
    if (editing)
      update.mutate(
        { ...body, id: editing.id },
        { onSuccess: onSuccess(newsMessages.updated), onError },
      );
    else create.mutate(body, { onSuccess: onSuccess(newsMessages.created), onError });
  });

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
          <Group justify="flex-end" gap="sm">
            {editing ? (
              <Button variant="subtle" color="gray" onClick={onCancel}>
                CANCEL
              </Button>
            ) : null}
            <Button
              variant="default"
              onClick={() => {
                form.setValues({ title: '', date: null, message: '' });
                form.clearErrors();
              }}
            >
              CLEAR
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {editing ? 'UPDATE' : 'ADD'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
