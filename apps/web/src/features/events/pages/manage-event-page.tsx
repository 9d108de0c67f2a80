import { EventsScreen } from '../components/events-screen';

/** /manage_event: the school's events. */
export function ManageEventPage() {
  return <EventsScreen />;
}
