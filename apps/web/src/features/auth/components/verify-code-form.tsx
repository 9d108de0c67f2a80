import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/PinInput.css';
import { Alert, Anchor, Button, Group, Input, PinInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId } from '@mantine/hooks';
import { authMessages, checkOtpForm } from '@shala/contracts';
import { IconMailCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { useForgotPassword } from '../api/forgot-password';
import { useVerifyOtp } from '../api/verify-otp';

const codeLength = 6;

interface VerifyCodeFormProps {
  username: string;
  /** The code of an invitation's link: filled in and checked at once. */
  linkCode?: string | null;
  /** Back to step 1 to type another user name. */
  onChangeAccount: () => void;
}

/** Step 2 of forgot password: the 6-digit code from the e-mail. */
export function VerifyCodeForm({ username, linkCode, onChangeAccount }: VerifyCodeFormProps) {
  const labelId = useId();
  const verifyOtp = useVerifyOtp({ fromLink: Boolean(linkCode) });
  const resend = useForgotPassword();
  const form = useForm({
    mode: 'controlled',
    initialValues: { otp: linkCode ?? '' },
    validate: checkOtpForm,
  });

  const check = (otp: string) =>
    verifyOtp.mutate({ username, otp }, { onError: (error) => applyFieldErrors(form, error) });
  const submit = form.onSubmit(({ otp }) => check(otp));

  // The link's code is checked once, as if the user had typed it and pressed VERIFY CODE.
  const checkedLink = useRef(false);
  useEffect(() => {
    if (!linkCode || checkedLink.current) return;
    checkedLink.current = true;
    check(linkCode);
  });

  let notice: string = authMessages.otpSent;
  if (linkCode && !resend.isSuccess)
    notice = verifyOtp.isError
      ? 'The code from your link was not accepted. Send a new code and enter it here.'
      : 'Checking the code from your link…';

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert color="brand" variant="light" icon={<IconMailCheck size={20} aria-hidden />}>
          {notice}
        </Alert>
        <Input.Wrapper
          label="Verification code"
          labelElement="div"
          labelProps={{ id: labelId }}
          error={form.errors.otp}
          withAsterisk
        >
          <PinInput
            mt={6}
            length={codeLength}
            type="number"
            oneTimeCode
            placeholder=""
            autoFocus
            role="group"
            aria-labelledby={labelId}
            getInputProps={(index) => ({ 'aria-label': `Digit ${index + 1} of ${codeLength}` })}
            value={form.values.otp}
            onChange={(value) => form.setFieldValue('otp', value)}
            error={Boolean(form.errors.otp)}
          />
        </Input.Wrapper>
        <Button type="submit" size="md" fullWidth loading={verifyOtp.isPending}>
          VERIFY CODE
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" size="sm" onClick={onChangeAccount}>
            Use a different account
          </Anchor>
          <Anchor
            component="button"
            type="button"
            size="sm"
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(username, { onError: (error) => applyFieldErrors(form, error) })
            }
          >
            Send a new code
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
