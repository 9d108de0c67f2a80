import { Button, Group, Radio, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  createTcBodySchema,
  examResultStatuses,
  tcMessages as m,
  promoteStatuses,
  type TcDue,
  type TcRow,
  todayIso,
  transferReasons,
  updateTcBodySchema,
} from '@shala/contracts';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { DateField } from '../../../ui/date-field';
import { Popup } from '../../../ui/popup';
import { SelectField } from '../../../ui/select-field';
import { useCreateTc, useUpdateTc } from '../api/save-tc';
import type { TcFields } from '../lib/tc-form';
import { DuesWaiverNote, NoDuesCheck } from './no-dues-check';
import { TcCbseFields } from './tc-cbse-fields';

interface TcFormModalProps {
  /** Issuing for a student (with the dues found), or editing an issued certificate. */
  target:
    | {
        kind: 'issue';
        studentId: number;
        fields: TcFields;
        dues: TcDue[];
        checked: string[];
        canWaive: boolean;
      }
    | { kind: 'edit'; row: TcRow; fields: TcFields }
    | null;
  onClose: () => void;
  onSaved: (row: TcRow) => void;
}

/** The 'Student Transfer Certificate' modal: the spec's fields, reasons with Others → specify. */
export function TcFormModal({ target, onClose, onSaved }: TcFormModalProps) {
  return (
    <Popup opened={target !== null} onClose={onClose} title={m.modalTitle} size="xl">
      {target ? (
        <TcForm
          key={target.kind === 'edit' ? `e${target.row.id}` : `i${target.studentId}`}
          target={target}
          onSaved={onSaved}
          onClose={onClose}
        />
      ) : null}
    </Popup>
  );
}

function TcForm({
  target,
  onSaved,
  onClose,
}: {
  target: NonNullable<TcFormModalProps['target']>;
  onSaved: (row: TcRow) => void;
  onClose: () => void;
}) {
  const create = useCreateTc();
  const update = useUpdateTc();
  const editing = target.kind === 'edit';
  const schema = editing ? updateTcBodySchema : createTcBodySchema;
  const form = useForm<TcFields>({
    initialValues: target.fields,
    validate: (values) =>
      schemaValidator<unknown>(schema)({
        ...values,
        ...(editing ? { id: target.row.id } : { student_id: target.studentId }),
      }),
  });
  const dues = target.kind === 'issue' ? target.dues : [];
  const submit = form.onSubmit((values) => {
    if (dues.length && !values.dues_waiver_reason.trim())
      return form.setFieldError('dues_waiver_reason', m.duesOutstanding);
    const onError = (error: unknown) => applyFieldErrors(form, error);
    if (target.kind === 'edit')
      update.mutate(updateTcBodySchema.parse({ ...values, id: target.row.id }), {
        onSuccess: onSaved,
        onError,
      });
    else
      create.mutate(createTcBodySchema.parse({ ...values, student_id: target.studentId }), {
        onSuccess: onSaved,
        onError,
      });
  });
  const input = (key: keyof TcFields) => form.getInputProps(key);

  return (
    <form onSubmit={submit} noValidate aria-label={m.modalTitle}>
      <Stack gap="md">
        {target.kind === 'issue' ? (
          <NoDuesCheck
            dues={dues}
            checked={target.checked}
            canWaive={target.canWaive}
            reasonInput={input('dues_waiver_reason')}
          />
        ) : target.row.dues_waiver ? (
          <DuesWaiverNote waiver={target.row.dues_waiver} />
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Registration No." {...input('admission_no')} />
          <TextInput label="Student Name" withAsterisk {...input('student_name')} />
          <TextInput label="Father's Name" {...input('father_name')} />
          <TextInput label="Mother's Name" {...input('mother_name')} />
          <TextInput label="Class" withAsterisk {...input('class')} />
          <TextInput label="Nationality" {...input('nationality')} />
          <DateField
            label="Birth Date"
            withAsterisk
            maxDate={todayIso()}
            value={form.values.birth_date}
            onChange={(value) => form.setFieldValue('birth_date', value)}
            error={form.errors.birth_date}
          />
          <DateField
            label="Leaving Date"
            withAsterisk
            maxDate={todayIso()}
            value={form.values.leaving_date}
            onChange={(value) => form.setFieldValue('leaving_date', value)}
            error={form.errors.leaving_date}
          />
          <SelectField
            label="Exam Result"
            withAsterisk
            data={[...examResultStatuses]}
            {...input('exam_result_status')}
          />
          <SelectField
            label="Promoted to Next Class"
            data={[...promoteStatuses]}
            clearable
            {...input('promote_status')}
          />
          <TextInput label="Character" {...input('character')} />
        </SimpleGrid>
        <Textarea label="Address" autosize minRows={2} {...input('address')} />
        <Radio.Group label="Transfer Reason" withAsterisk {...input('transfer_reason')}>
          <Group mt="xs">
            {transferReasons.map((reason) => (
              <Radio key={reason} value={reason} label={reason} />
            ))}
          </Group>
        </Radio.Group>
        {form.values.transfer_reason === 'Others' ? (
          <TextInput
            label="Specify the reason"
            withAsterisk
            {...input('specfic_transfer_reason')}
          />
        ) : null}
        <TcCbseFields form={form} />
        <Textarea label="Notes" autosize minRows={2} {...input('notes')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={create.isPending || update.isPending}
            disabled={target.kind === 'issue' && dues.length > 0 && !target.canWaive}
          >
            {editing ? 'Update' : 'Generate TC'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
