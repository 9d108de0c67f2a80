import { Modal, Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { messages } from '@shala/contracts';
import { useState } from 'react';
import { isApiError } from '../../../platform/api/api-error';
import { toast } from '../../../platform/notify/toast';
import { useDryRunImport } from '../api/dry-run-import';
import type { DryRunResult, ImportResult } from '../api/import-routes';
import { useRunImport } from '../api/run-import';
import { countOf, splitImportErrors } from '../lib/import-issues';
import type { ImportTarget } from '../lib/import-target';
import { CheckResultStep } from './check-result-step';
import { ChooseFileStep } from './choose-file-step';
import { ImportFinishStep } from './import-finish-step';

export interface ImportWizardProps {
  target: ImportTarget;
  opened: boolean;
  onClose: () => void;
  /** Called once rows were added, e.g. to refresh the list behind the dialog. */
  onImported?: (result: ImportResult) => void;
}

/**
 * The import dialog of a list page: template, file, dry run listing every bad row, then
 * the import itself (all or nothing). Staff and students each pass their `target`.
 */
export function ImportWizard({ target, opened, onClose, onImported }: ImportWizardProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!busy) onClose();
      }}
      title={target.title}
      size="xl"
      fullScreen={phone}
      closeOnClickOutside={false}
      closeOnEscape={!busy}
      withCloseButton={!busy}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {/* Mounted only while open: every opening starts again at step 1. */}
      <WizardBody target={target} onClose={onClose} onImported={onImported} onBusy={setBusy} />
    </Modal>
  );
}

type Stage =
  | { step: 'choose'; fileError: string | null }
  | { step: 'checked'; file: File; result: DryRunResult }
  | { step: 'importing'; file: File; rows: number }
  | { step: 'done'; result: ImportResult };

const stepIndex: Record<Stage['step'], number> = { choose: 0, checked: 1, importing: 2, done: 3 };

/** The message of a failed call, for showing in the dialog rather than as a toast. */
/** The failure's reason, shown on the wizard's step (so not toasted again). */
function reasonOf(error: unknown): string {
  if (!isApiError(error)) return messages.somethingWentWrong;
  error.shown = true;
  return (
    error.fieldErrors.find((item) => item.field === 'file')?.message ||
    error.message ||
    (error.status >= 500 ? messages.tryAfterOneHour : messages.somethingWentWrong)
  );
}

interface WizardBodyProps {
  target: ImportTarget;
  onClose: () => void;
  onImported?: (result: ImportResult) => void;
  onBusy: (busy: boolean) => void;
}

function WizardBody({ target, onClose, onImported, onBusy }: WizardBodyProps) {
  // Phones show the step names only, so the three steps fit one line.
  const phone = useMediaQuery('(max-width: 30em)');
  const [stage, setStage] = useState<Stage>({ step: 'choose', fileError: null });
  const dryRun = useDryRunImport(target.dryRunRoute);
  const runImport = useRunImport(target.importRoute);

  const check = (file: File) =>
    dryRun.mutate(file, {
      onSuccess: (result) => setStage({ step: 'checked', file, result }),
      onError: (error) => setStage({ step: 'choose', fileError: reasonOf(error) }),
    });

  const importFile = (file: File, rows: number) => {
    setStage({ step: 'importing', file, rows });
    onBusy(true);
    runImport.mutate(file, {
      onSuccess: (result) => {
        setStage({ step: 'done', result });
        toast.success(`${countOf(result.created, target.noun)} imported.`);
        onImported?.(result);
      },
      onError: (error) => {
        const { issues, fileMessage } = isApiError(error)
          ? splitImportErrors(error.fieldErrors)
          : { issues: [], fileMessage: null };
        if (issues.length) {
          // Something changed since the dry run: show the rows at fault, as a dry run would.
          toast.error(reasonOf(error));
          const bad = new Set(issues.map((issue) => issue.row)).size;
          setStage({
            step: 'checked',
            file,
            result: { total_rows: rows, valid_rows: Math.max(0, rows - bad), errors: issues },
          });
        } else {
          setStage({ step: 'choose', fileError: fileMessage ?? reasonOf(error) });
        }
      },
      onSettled: () => onBusy(false),
    });
  };

  return (
    <Stepper
      active={stepIndex[stage.step]}
      size={phone ? 'xs' : 'sm'}
      iconSize={phone ? 26 : undefined}
      allowNextStepsSelect={false}
      styles={{
        steps: { marginBottom: 'var(--mantine-spacing-lg)', flexWrap: 'nowrap' },
        separator: phone ? { marginInline: 6, minWidth: 8 } : undefined,
        stepBody: phone ? { marginInlineStart: 6 } : undefined,
      }}
    >
      <Stepper.Step label="Choose file" description={phone ? undefined : 'Template and file'}>
        {stage.step === 'choose' ? (
          <ChooseFileStep
            target={target}
            checking={dryRun.isPending}
            fileError={stage.fileError}
            onCheck={check}
            onCancel={onClose}
          />
        ) : null}
      </Stepper.Step>
      <Stepper.Step label="Check" description={phone ? undefined : 'Dry run'}>
        {stage.step === 'checked' ? (
          <CheckResultStep
            target={target}
            file={stage.file}
            result={stage.result}
            onChooseAgain={() => setStage({ step: 'choose', fileError: null })}
            onImport={() => importFile(stage.file, stage.result.valid_rows)}
          />
        ) : null}
      </Stepper.Step>
      <Stepper.Step label="Import" description={phone ? undefined : 'All or nothing'}>
        {stage.step === 'importing' ? (
          <ImportFinishStep target={target} rows={stage.rows} result={null} onDone={onClose} />
        ) : null}
      </Stepper.Step>
      <Stepper.Completed>
        {stage.step === 'done' ? (
          <ImportFinishStep target={target} rows={0} result={stage.result} onDone={onClose} />
        ) : null}
      </Stepper.Completed>
    </Stepper>
  );
}
