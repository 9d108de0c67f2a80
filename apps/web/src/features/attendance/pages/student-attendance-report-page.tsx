import { Tabs } from '@mantine/core';
import { PageHeader } from '../../../ui/page-header';
import { BelowThresholdReport } from '../components/below-threshold-report';
import { ClassRangeReport } from '../components/class-range-report';
import { DayReport } from '../components/day-report';

/** /student_atendance_report (spelled so): by class and dates, by day, below the threshold. */
export function StudentAttendanceReportPage() {
  return (
    <>
      <PageHeader title="Attendance Report" />
      <Tabs defaultValue="class" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="class">By class</Tabs.Tab>
          <Tabs.Tab value="day">By day</Tabs.Tab>
          <Tabs.Tab value="below">Below threshold</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="class">
          <ClassRangeReport />
        </Tabs.Panel>
        <Tabs.Panel value="day">
          <DayReport />
        </Tabs.Panel>
        <Tabs.Panel value="below">
          <BelowThresholdReport />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
