import { Box, Button, Card, Group, MultiSelect, Stack, Text, Title } from '@mantine/core';
import {
  type FeePlan,
  type FeeStructureRow,
  feeMessages,
  manageFeeStructureBodySchema,
} from '@shala/contracts';
import { IconCalendarMonth, IconCopy, IconDeviceFloppy, IconList } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../platform/api/api-error';
import { toast } from '../../../platform/notify/toast';
import { useClassOptionsQuery } from '../../../ui/lookups/list-class-options';
import { useSessionOptionsQuery } from '../../../ui/lookups/list-session-options';
import { PageHeader } from '../../../ui/page-header';
import { SelectField } from '../../../ui/select-field';
import { useFeeStructuresQuery, useSaveFeeStructure } from '../api/fee-structures';
import { useFeeTitlesQuery } from '../api/fee-titles';
import { CopyStructureModal } from '../components/copy-structure-modal';
import { FeeComponentsEditor } from '../components/fee-components-editor';
import { LateFeeModal } from '../components/late-fee-modal';
import { MonthsModal } from '../components/months-modal';
import { PlanTables } from '../components/plan-tables';
import { ReductionsEditor } from '../components/reductions-editor';
import { firstIssueText, issueMap } from '../lib/issue-map';
import {
  draftOf,
  emptyDraft,
  previewTables,
  type StructureDraft,
  withFigures,
} from '../lib/structure-draft';

/** The edit target of the query (id, class_id, session_id), or null in create mode. */
function useEditTarget() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const sessionId = Number(params.get('session_id'));
  return id > 0 && sessionId > 0 && Number(params.get('class_id')) > 0 ? { id, sessionId } : null;
}

/** /add_fee_structure (§2 Fee Structure (Add/Edit)); edit mode locks session and class. */
export function AddFeeStructurePage() {
  const navigate = useNavigate();
  const edit = useEditTarget();
  const [draft, setDraft] = useState<StructureDraft>(emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [lateFeePlan, setLateFeePlan] = useState<FeePlan | null>(null);
  const [monthsOpen, setMonthsOpen] = useState(false);
  const [copyOpen, setCopyOpen] = useState(false);
  const sessions = useSessionOptionsQuery();
  const classes = useClassOptionsQuery();
  const titles = useFeeTitlesQuery();
  const stored = useFeeStructuresQuery({ session_id: edit?.sessionId ?? null, id: edit?.id });
  const save = useSaveFeeStructure();

  useEffect(() => {
    if (sessions.isError) toast.error(feeMessages.failedSessions);
    if (classes.isError) toast.error(feeMessages.failedClasses);
  }, [sessions.isError, classes.isError]);
  const editing = edit !== null;
  useEffect(() => {
    if (!editing || !stored.data) return;
    const row = stored.data[0];
    if (row) setDraft(draftOf(row));
  }, [stored.data, editing]);
  useEffect(() => {
    if (editing || draft.session_id !== null) return;
    const current = sessions.data?.find((s) => s.is_current === 1);
    if (current) setDraft((d) => ({ ...d, session_id: current.value }));
  }, [sessions.data, editing, draft.session_id]);

  const tables = useMemo(() => previewTables(draft), [draft]);
  const classNames = new Map((classes.data ?? []).map((c) => [c.value, c.label]));
  const update = (patch: Partial<StructureDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const openEdit = (row: FeeStructureRow) =>
    navigate(
      `/add_fee_structure?id=${row.id}&class_id=${row.class_id[0]}&session_id=${row.session_id}`,
    );

  const submit = () => {
    const body = withFigures(draft);
    const parsed = manageFeeStructureBodySchema.safeParse(body);
    if (!parsed.success) {
      const map = issueMap(parsed.error);
      setErrors(map);
      toast.error(firstIssueText(parsed.error) ?? feeMessages.fixErrors);
      return;
    }
    setErrors({});
    // The wire body (rupees), not the parsed one (paise): the server parses it the same way.
    save.mutate(body, {
      onSuccess: () => navigate(`/fee_structure_details?session_id=${draft.session_id}`),
      // The server's refusal of a row (a name taken, a fee type unknown) shows under that row too.
      onError: (error) => {
        if (!isApiError(error)) return;
        setErrors(Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message])));
      },
    });
  };

  return (
    <Box maw={1200}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <PageHeader
          title={edit ? 'Edit Fee Structure' : 'Fee Structure'}
          description="Fee types of a session's classes, the four payment plans, discounts, vouchers and late fees."
        />
        <Group mb="lg" gap="xs">
          <Button
            variant="default"
            leftSection={<IconCopy size={16} aria-hidden />}
            onClick={() => setCopyOpen(true)}
          >
            Copy Fee Structure
          </Button>
          <Button
            variant="default"
            leftSection={<IconList size={16} aria-hidden />}
            onClick={() => navigate('/fee_structure_details')}
          >
            View Structure
          </Button>
          <Button variant="default" onClick={() => navigate('/fee_concession')}>
            Concessions
          </Button>
        </Group>
      </Group>
      <Stack gap="lg">
        <Card withBorder radius="md" padding="lg">
          <Group grow wrap="wrap" align="flex-start">
            <SelectField
              label="Session"
              withAsterisk
              disabled={edit !== null}
              loading={sessions.isPending}
              data={(sessions.data ?? []).map((s) => ({ value: String(s.value), label: s.label }))}
              value={draft.session_id === null ? null : String(draft.session_id)}
              onChange={(v) => update({ session_id: v ? Number(v) : null })}
              error={errors.session_id}
            />
            <MultiSelect
              label="Classes"
              withAsterisk
              searchable
              disabled={edit !== null}
              placeholder={draft.class_ids.length ? undefined : 'Select...'}
              data={(classes.data ?? []).map((c) => ({ value: String(c.value), label: c.label }))}
              value={draft.class_ids.map(String)}
              onChange={(v) => update({ class_ids: v.map(Number) })}
              error={errors.class_id}
            />
          </Group>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Title order={3} size="h4" mb="sm">
            Fee components
          </Title>
          <FeeComponentsEditor
            fees={draft.fees}
            titles={titles.data ?? []}
            errors={errors}
            onChange={(fees) => update({ fees })}
          />
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Stack>
            <ReductionsEditor
              kind="Discount"
              field="discountData"
              enabled={draft.is_discount}
              list={draft.discounts}
              titles={titles.data ?? []}
              usedTypeIds={draft.fees.flatMap((f) => (f.fee_type_id ? [f.fee_type_id] : []))}
              errors={errors}
              onToggle={(is_discount) => update({ is_discount })}
              onChange={(discounts) => update({ discounts })}
            />
            <ReductionsEditor
              kind="Voucher"
              field="voucherData"
              enabled={draft.voucher_applicable}
              list={draft.vouchers}
              titles={titles.data ?? []}
              usedTypeIds={draft.fees.flatMap((f) => (f.fee_type_id ? [f.fee_type_id] : []))}
              errors={errors}
              onToggle={(voucher_applicable) => update({ voucher_applicable })}
              onChange={(vouchers) => update({ vouchers })}
            />
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Group justify="space-between" mb="sm" wrap="wrap">
            <Title order={3} size="h4">
              Payment plans
            </Title>
            <Group gap="xs">
              <Text size="sm" c={errors.months ? 'red' : 'dimmed'}>
                {errors.months ?? `Monthly plan: ${draft.months.length} months`}
              </Text>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconCalendarMonth size={16} aria-hidden />}
                onClick={() => setMonthsOpen(true)}
              >
                Select Payment Months
              </Button>
            </Group>
          </Group>
          <PlanTables
            tables={tables}
            classNames={classNames}
            enrollment={draft.enrollment}
            errors={errors}
            onEnrollment={(plan, classId, value) =>
              setDraft((d) => ({
                ...d,
                enrollment: {
                  ...d.enrollment,
                  [plan]: { ...d.enrollment[plan], [classId]: value },
                },
              }))
            }
            onLateFee={setLateFeePlan}
          />
        </Card>
        <Group justify="flex-end">
          <Button
            size="md"
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            loading={save.isPending}
            onClick={submit}
          >
            {edit ? 'Update Fee Structure' : 'Save Fee Structure'}
          </Button>
        </Group>
      </Stack>
      <LateFeeModal
        plan={lateFeePlan}
        value={lateFeePlan ? draft.lateFees[lateFeePlan] : null}
        onClose={() => setLateFeePlan(null)}
        onSave={(plan, value) => {
          setDraft((d) => ({ ...d, lateFees: { ...d.lateFees, [plan]: value } }));
          setErrors(({ [plan]: _done, ...rest }) => rest);
        }}
      />
      <MonthsModal
        opened={monthsOpen}
        months={draft.months}
        onClose={() => setMonthsOpen(false)}
        onSave={(months) => update({ months })}
      />
      <CopyStructureModal
        opened={copyOpen}
        onClose={() => setCopyOpen(false)}
        onCopied={openEdit}
      />
    </Box>
  );
}
