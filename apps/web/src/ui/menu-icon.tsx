import {
  IconBooks,
  IconBuilding,
  IconBus,
  IconCalendarCheck,
  IconCash,
  IconCertificate,
  IconChecklist,
  IconLayoutDashboard,
  IconMessage,
  IconPlane,
  IconPoint,
  IconReport,
  IconSchool,
  IconSettings,
  IconUser,
  IconUsers,
  IconWallet,
  type TablerIcon,
} from '@tabler/icons-react';

/** The catalogue's icon names (module-catalogue.ts) as Tabler icons. */
const icons: Record<string, TablerIcon> = {
  dashboard: IconLayoutDashboard,
  settings: IconSettings,
  users: IconUsers,
  user: IconUser,
  school: IconSchool,
  cash: IconCash,
  certificate: IconCertificate,
  'calendar-check': IconCalendarCheck,
  bus: IconBus,
  building: IconBuilding,
  books: IconBooks,
  wallet: IconWallet,
  plane: IconPlane,
  message: IconMessage,
  checklist: IconChecklist,
  report: IconReport,
};

/** The icon of a menu entry; a dot when the catalogue names none or an unknown one. */
export function MenuIcon({ name, size = 20 }: { name: string | null; size?: number }) {
  const Icon = (name && icons[name]) || IconPoint;
  return <Icon size={size} stroke={1.7} aria-hidden />;
}
