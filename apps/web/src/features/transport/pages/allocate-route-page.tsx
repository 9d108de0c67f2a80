import { Box, SimpleGrid, Text } from '@mantine/core';
import { transportMessages as m } from '@shala/contracts';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../platform/notify/toast';
import { FormCard } from '../../../ui/form-card';
import { useClassOptionsQuery } from '../../../ui/lookups/list-class-options';
import { useClassStudentsQuery } from '../../../ui/lookups/list-class-students';
import { PageHeader } from '../../../ui/page-header';
import { SelectField } from '../../../ui/select-field';
import { useRoutesQuery } from '../api/setup-queries';
import { useAllocateRoute } from '../api/setup-writes';

/** /allocate_route: a student of a class to a route's pickup point for the current session. */
export function AllocateRoutePage() {
  const navigate = useNavigate();
  const classes = useClassOptionsQuery();
  const routes = useRoutesQuery();
  const allocate = useAllocateRoute();
  const [classId, setClassId] = useState<string | null>(null);
  const [studentId, setStudentId] = useState<string | null>(null);
  const [routeId, setRouteId] = useState<string | null>(null);
  const [pointId, setPointId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const students = useClassStudentsQuery(classId ? Number(classId) : null, null);
  const route = routes.data?.find((row) => String(row.id) === routeId);
  const clear = () => {
    setClassId(null);
    setStudentId(null);
    setRouteId(null);
    setPointId(null);
    setError(null);
  };
  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (!studentId) return setError(m.chooseStudent);
    if (!routeId) return setError(m.chooseRoute);
    if (!pointId) return setError(m.choosePoint);
    allocate.mutate(
      {
        student_id: Number(studentId),
        route_id: Number(routeId),
        pickup_point_id: Number(pointId),
      },
      {
        onSuccess: () => {
          toast.success(m.allocated);
          navigate('/manage_allocate_route');
        },
        onError: (failure) => setError(failure instanceof Error ? failure.message : null),
      },
    );
  };
  return (
    <Box maw={900}>
      <PageHeader
        title="Allocate Route"
        actions={[{ to: '/manage_allocate_route', label: 'Route Allocations' }]}
      />
      <FormCard
        title="Allocate Route"
        editing={false}
        submitting={allocate.isPending}
        onClear={clear}
        onSubmit={submit}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SelectField
            label="Class"
            withAsterisk
            loading={classes.isPending}
            value={classId}
            onChange={(value) => {
              setClassId(value);
              setStudentId(null);
            }}
            data={(classes.data ?? []).map((row) => ({
              value: String(row.value),
              label: row.label,
            }))}
          />
          <SelectField
            label="Student"
            withAsterisk
            searchable
            loading={students.isFetching}
            value={studentId}
            onChange={setStudentId}
            data={(students.data ?? []).map((row) => ({
              value: String(row.student_id),
              label: row.student_name,
            }))}
          />
          <SelectField
            label="Route"
            withAsterisk
            value={routeId}
            onChange={(value) => {
              setRouteId(value);
              setPointId(null);
            }}
            data={(routes.data ?? []).map((row) => ({
              value: String(row.id),
              label: `${row.route_name} (${row.allocated}/${row.seats} seats)`,
            }))}
          />
          <SelectField
            label="Pickup Point"
            withAsterisk
            value={pointId}
            onChange={setPointId}
            data={(route?.pickup_points ?? []).map((point) => ({
              value: String(point.id),
              label: `${point.pick_index + 1}. ${point.label} (₹${point.fare}/month)`,
            }))}
          />
        </SimpleGrid>
        {error ? (
          <Text c="red" mt="sm" role="alert">
            {error}
          </Text>
        ) : null}
      </FormCard>
    </Box>
  );
}
