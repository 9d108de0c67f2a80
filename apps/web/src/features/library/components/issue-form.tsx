import { SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  type AvailableCopy,
  addDays,
  type MemberOption,
  type MemberType,
  libraryMessages as m,
} from '@shala/contracts';
import { useState } from 'react';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { toast } from '../../../platform/notify/toast';
import { DateField } from '../../../ui/date-field';
import { FormCard } from '../../../ui/form-card';
import { useIssueBook } from '../api/issue-desk';
import { CopySelect } from './copy-select';
import { MemberSelect } from './member-select';

/** Issue a copy to a student or a staff member: the due date follows the school's loan period. */
export function IssueForm({ loanDays, today }: { loanDays: number; today: string }) {
  const issue = useIssueBook();
  const [type, setType] = useState<MemberType>('student');
  const [member, setMember] = useState<MemberOption | null>(null);
  const [copy, setCopy] = useState<AvailableCopy | null>(null);
  const [issueDate, setIssueDate] = useState<string | null>(today);
  const [dueDate, setDueDate] = useState<string | null>(addDays(today, loanDays));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const clear = () => {
    setMember(null);
    setCopy(null);
    setIssueDate(today);
    setDueDate(addDays(today, loanDays));
    setErrors({});
  };

  const submit = (event?: React.FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    const missing: Record<string, string> = {};
    if (!copy) missing.copy_id = m.chooseCopy;
    if (!member)
      missing[type === 'student' ? 'student_id' : 'user_id'] =
        type === 'student' ? m.chooseStudent : m.chooseStaff;
    if (!dueDate) missing.due_date = m.enterDueDate;
    setErrors(missing);
    if (!copy || !member || !dueDate) return;
    issue.mutate(
      {
        copy_id: copy.copy_id,
        member_type: type,
        ...(type === 'student' ? { student_id: member.id } : { user_id: member.id }),
        issue_date: issueDate ?? undefined,
        due_date: dueDate,
      },
      {
        onSuccess: () => {
          toast.success(m.issued);
          clear();
        },
        onError: (error) => applyFieldErrors({ setErrors }, error),
      },
    );
  };

  return (
    <FormCard
      title="Issue Book"
      description="A member who keeps an overdue book cannot borrow another until it is back."
      editing={false}
      submitting={issue.isPending}
      onSubmit={submit}
      onClear={clear}
    >
      <Stack gap={4}>
        <Text size="sm" fw={500} id="member-type-label">
          Issue to
        </Text>
        <SegmentedControl
          aria-labelledby="member-type-label"
          data={[
            { value: 'student', label: 'Student' },
            { value: 'staff', label: 'Staff' },
          ]}
          value={type}
          onChange={(value) => {
            setType(value as MemberType);
            setMember(null);
          }}
          w="fit-content"
        />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MemberSelect
          key={type}
          type={type}
          value={member}
          onChange={setMember}
          error={errors.student_id ?? errors.user_id}
        />
        <CopySelect value={copy} onChange={setCopy} error={errors.copy_id} />
        <DateField
          label="Issue Date"
          value={issueDate}
          maxDate={today}
          onChange={(value) => {
            setIssueDate(value);
            if (value) setDueDate(addDays(value, loanDays));
          }}
          error={errors.issue_date}
        />
        <DateField
          label="Due Date"
          withAsterisk
          value={dueDate}
          minDate={issueDate ?? undefined}
          onChange={setDueDate}
          error={errors.due_date}
        />
      </SimpleGrid>
    </FormCard>
  );
}
