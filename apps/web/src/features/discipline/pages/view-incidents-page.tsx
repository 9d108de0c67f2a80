import { IncidentsScreen } from '../components/incidents-screen';

export function ViewIncidentsPage() {
  return <IncidentsScreen />;
}
