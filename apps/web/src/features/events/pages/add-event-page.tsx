import { EventsScreen } from '../components/events-screen';

/** /add_event: the events screen with the add form already open. */
export function AddEventPage() {
  return <EventsScreen startWithForm />;
}
