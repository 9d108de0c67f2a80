import { SegmentedControl } from '@mantine/core';
import { type Trip, tripLabels } from '@shala/contracts';

/** The Pickup / Drop toggle (P or D) of the driver's pages. */
export function TripToggle({ value, onChange }: { value: Trip; onChange: (trip: Trip) => void }) {
  return (
    <SegmentedControl
      aria-label="Trip"
      value={value}
      onChange={(next) => onChange(next as Trip)}
      data={[
        { value: 'P', label: tripLabels.P },
        { value: 'D', label: tripLabels.D },
      ]}
    />
  );
}
