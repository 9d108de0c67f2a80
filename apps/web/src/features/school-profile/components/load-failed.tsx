import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A page's data did not load: say so and offer to try again. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={`${what} not loaded`}>
      {`The ${what.toLowerCase()} could not be loaded. Please try again.`}
      <div>
        <Button variant="light" color="red" size="xs" mt="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </Alert>
  );
}
