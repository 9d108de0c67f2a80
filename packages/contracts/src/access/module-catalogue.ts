/**
 * The platform's menu tree: every page of the product belongs to exactly one entry.
 * Ids are stable (access rights are stored by id): never renumber, only add.
 * type: m = a menu group (no page of its own), a = a page that adds or sets up, v = a page that views.
 * `key` names a module that API routes refer to; access to any entry below it admits the route.
 */
export const paymentFormats = [
  'Total Student',
  'Per Student',
  'Total User',
  'Total Amount',
  'Total SMS',
  'Total Whatsapp',
] as const;
export type PaymentFormat = (typeof paymentFormats)[number];

export interface ModuleEntry {
  id: number;
  key: string;
  name: string;
  url: string | null;
  icon: string | null;
  order: number;
  parent_id: number | null;
  type: 'a' | 'm' | 'v' | '';
  area: 'school' | 'platform';
  additional_module: boolean;
  payment_format: PaymentFormat | null;
  /** e.g. CREATE: the page that creates what this page lists. */
  permissions?: { CREATE?: string };
}

type PageSpec = [
  id: number,
  url: string,
  name: string,
  type?: 'a' | 'v',
  extra?: Partial<ModuleEntry>,
];
interface Group {
  id: number;
  key: string;
  name: string;
  icon: string;
  extra?: Partial<ModuleEntry>;
  pages?: PageSpec[];
  modules?: Array<{
    id: number;
    key: string;
    name: string;
    pages: PageSpec[];
    extra?: Partial<ModuleEntry>;
  }>;
}

const school: Group[] = [
  {
    id: 100,
    key: 'home',
    name: 'Dashboard',
    icon: 'dashboard',
    pages: [
      [101, '/dashboard', 'Dashboard', 'v'],
      [102, '/parent_dashboard', 'Parent Dashboard', 'v'],
      [103, '/staff_dashboard', 'Staff Dashboard', 'v'],
    ],
  },
  {
    id: 200,
    key: 'setup',
    name: 'Setup',
    icon: 'settings',
    modules: [
      {
        id: 210,
        key: 'school_profile',
        name: 'School Profile',
        pages: [
          [211, '/add_school_information', 'School Information', 'a'],
          [212, '/view_school_information', 'View School Information'],
          [213, '/school_banner', 'School Banner', 'a'],
          [214, '/registration_number_format', 'Registration Number Format', 'a'],
          [215, '/setting', 'Settings', 'a'],
        ],
      },
      {
        id: 220,
        key: 'sessions',
        name: 'Sessions',
        pages: [[221, '/new_session', 'New Session', 'a']],
      },
      {
        id: 230,
        key: 'classes',
        name: 'Classes & Subjects',
        pages: [
          [231, '/manage_classes', 'Classes', 'a'],
          [232, '/manage_sections', 'Sections', 'a'],
          [233, '/class_section_association', 'Class & Section', 'a'],
          [234, '/manage_subject', 'Subjects', 'a'],
          [235, '/manage_class_subject', 'Class Subjects', 'a'],
          [236, '/add_optional_subject', 'Optional Subjects', 'a'],
          [237, '/teacher_allocation', 'Class Teacher', 'a'],
          [238, '/teacher_class_subject', 'Subject Teacher', 'a'],
        ],
      },
      {
        id: 240,
        key: 'timetable',
        name: 'Timetable',
        pages: [
          [241, '/add_school_timing', 'School Timing', 'a'],
          [242, '/manage_working_days', 'Working Days', 'a'],
          [243, '/period_time_map', 'Periods', 'a'],
          [244, '/routine', 'Class Routine', 'a'],
          [245, '/teacher_routine', 'Teacher Routine', 'a'],
          [246, '/view_teacher_routine', 'My Routine'],
          [247, '/proxy_teacher', 'Proxy Teacher', 'a'],
        ],
      },
      {
        id: 250,
        key: 'holidays',
        name: 'Holidays',
        pages: [
          [251, '/holiday', 'Holidays', 'a'],
          [252, '/view_holiday_list', 'Holiday List'],
          [253, '/student_holiday_list', 'Student Holidays'],
        ],
      },
    ],
  },
  {
    id: 300,
    key: 'users',
    name: 'Users',
    icon: 'users',
    modules: [
      {
        id: 310,
        key: 'staff',
        name: 'Staff',
        pages: [
          [311, '/create_user', 'Create User', 'a'],
          [312, '/user_list', 'User List', 'v', { permissions: { CREATE: '/create_user' } }],
        ],
      },
      {
        // Personal pages: a module of their own, so granting them admits no staff routes.
        id: 330,
        key: 'profile',
        name: 'My Account',
        pages: [[313, '/view_user_profile', 'My Profile']],
      },
      {
        id: 320,
        key: 'roles',
        name: 'Roles & Access',
        pages: [
          [321, '/create_user_role', 'User Roles', 'a'],
          [322, '/create_designation', 'Designations', 'a'],
          [323, '/role_designation_maping', 'Role & Designation', 'a'],
          [324, '/set_access_right', 'Set Access Rights', 'a'],
          [325, '/view_access_right', 'View Access Rights'],
        ],
      },
    ],
  },
  {
    id: 400,
    key: 'students',
    name: 'Students',
    icon: 'school',
    modules: [
      {
        id: 410,
        key: 'admission',
        name: 'Admission',
        pages: [
          [411, '/student_admission', 'Student Admission', 'a'],
          [412, '/student', 'Students'],
          [413, '/manage_student_details', 'Manage Students'],
          [414, '/classwise_student_details', 'Classwise Students'],
          [415, '/roll_number_allocation_order', 'Roll Number Order', 'a'],
          [416, '/allocate_roll_number', 'Allocate Roll Numbers', 'a'],
        ],
      },
      {
        id: 420,
        key: 'online_registration',
        name: 'Online Registration',
        pages: [
          [421, '/allowOnlineRegistration', 'Online Registration Status', 'a'],
          [422, '/registeredStudentList', 'Registered Students'],
          [423, '/admissionenquirylist', 'Admission Enquiries'],
        ],
      },
      {
        id: 430,
        key: 'discipline',
        name: 'Discipline',
        pages: [
          [431, '/add_discipline_incident', 'Add Incident', 'a'],
          [
            432,
            '/view_discipline_incidents',
            'Incidents',
            'v',
            { permissions: { CREATE: '/add_discipline_incident' } },
          ],
        ],
      },
      {
        id: 440,
        key: 'transfer_certificates',
        name: 'Transfer Certificates',
        pages: [
          [441, '/generate_student_transferCertificate', 'Generate Certificate', 'a'],
          [442, '/transfer_certificate_report', 'Certificate Report'],
        ],
      },
      {
        id: 450,
        key: 'discontinue',
        name: 'Discontinue',
        pages: [
          [451, '/discontinue_student', 'Discontinue Student', 'a'],
          [452, '/discontinued_students', 'Discontinued Students'],
        ],
      },
      {
        id: 460,
        key: 'student_leave',
        name: 'Student Leave',
        pages: [
          [461, '/view_student_requested_leaves', 'Requested Leaves'],
          [462, '/student_leave_details', 'Leave Details'],
        ],
      },
    ],
  },
  {
    id: 500,
    key: 'fees',
    name: 'Fees & Accounts',
    icon: 'cash',
    modules: [
      {
        id: 510,
        key: 'fee_setup',
        name: 'Fee Setup',
        pages: [
          [511, '/add_fee_title', 'Fee Titles', 'a'],
          [512, '/add_fee_structure', 'Fee Structure', 'a'],
          [513, '/fee_structure_details', 'Fee Structure Details'],
        ],
      },
      {
        id: 520,
        key: 'fee_collection',
        name: 'Fee Collection',
        pages: [
          [521, '/student_fee_payment', 'Fee Payment', 'a'],
          [522, '/monthly_payment', 'Monthly Payment', 'a'],
          [523, '/payment', 'Payments'],
          [524, '/student_payment_status', 'Payment Status'],
          [525, '/fee_collection', 'Fee Collection'],
          [526, '/generate_fee_slip', 'Fee Slips', 'a'],
          [527, '/defaulter_list', 'Defaulters'],
          [528, '/viewConcessionReport', 'Concession Report'],
          [529, '/waiver_report', 'Waiver Report'],
        ],
      },
      {
        id: 540,
        key: 'expenses',
        name: 'Expenses',
        pages: [
          [541, '/expense_category', 'Expense Categories', 'a'],
          [542, '/add_expense_details', 'Add Expense', 'a'],
          [
            543,
            '/expense_details',
            'Expenses',
            'v',
            { permissions: { CREATE: '/add_expense_details' } },
          ],
        ],
      },
      {
        id: 550,
        key: 'billing',
        name: 'Billing',
        pages: [
          [551, '/billing_detail', 'Billing'],
          [552, '/student_seats_plan', 'Seats Plan'],
        ],
      },
    ],
  },
  {
    id: 600,
    key: 'examination',
    name: 'Examination',
    icon: 'certificate',
    modules: [
      {
        id: 610,
        key: 'exams',
        name: 'Exams',
        pages: [
          [611, '/examination', 'Examination'],
          [612, '/add_exam_type', 'Add Exam Type', 'a'],
          [613, '/manage_exam_type', 'Exam Types'],
          [614, '/view_exam_details', 'Exam Schedule'],
          [615, '/manage_exam_grade', 'Grades', 'a'],
          [616, '/student_exam_routine', 'Exam Routine'],
        ],
      },
      {
        id: 620,
        key: 'question_papers',
        name: 'Question Papers',
        pages: [
          [621, '/set_exam_paper', 'Set Exam Paper', 'a'],
          [622, '/manage_question_paper', 'Question Papers'],
          [623, '/add_question_setter', 'Add Question Setter', 'a'],
          [624, '/manage_question_setter', 'Question Setters'],
          [625, '/manage_checking_teacher', 'Paper Checkers', 'a'],
        ],
      },
      {
        id: 630,
        key: 'marks',
        name: 'Marks',
        pages: [
          [631, '/add_student_mark_by_teacher', 'Enter Marks', 'a'],
          [632, '/manage_student_exam_marks', 'Manage Marks'],
          [633, '/student_mark_details', 'Results'],
        ],
      },
    ],
  },
  {
    id: 700,
    key: 'attendance',
    name: 'Attendance',
    icon: 'calendar-check',
    modules: [
      {
        id: 710,
        key: 'student_attendance',
        name: 'Student Attendance',
        pages: [
          [711, '/attendance_setting', 'Attendance Settings', 'a'],
          [712, '/mark_attendance', 'Mark Attendance', 'a'],
          [713, '/student_atendance_report', 'Attendance Report'],
          [714, '/view_attendance', 'View Attendance'],
        ],
      },
      {
        id: 720,
        key: 'staff_attendance',
        name: 'Staff Attendance',
        pages: [
          [721, '/staff_attendance', 'Staff Attendance'],
          [722, '/mark_staff_attendance', 'Mark Staff Attendance', 'a'],
          [723, '/staff_attendance_report', 'Staff Attendance Report'],
        ],
      },
    ],
  },
  {
    id: 800,
    key: 'transport',
    name: 'Transport',
    icon: 'bus',
    modules: [
      {
        id: 810,
        key: 'transport_setup',
        name: 'Vehicles & Routes',
        pages: [
          [811, '/transportation', 'Transportation'],
          [812, '/manage_vehicles', 'Vehicles', 'a'],
          [813, '/manage_drivers', 'Drivers', 'a'],
          [814, '/add_route', 'Add Route', 'a'],
          [815, '/manage_routes', 'Routes', 'v', { permissions: { CREATE: '/add_route' } }],
          [816, '/add_driver_setting', 'Add Driver Setting', 'a'],
          [
            817,
            '/view_driver_setting',
            'Driver Settings',
            'v',
            { permissions: { CREATE: '/add_driver_setting' } },
          ],
          [818, '/allocate_route', 'Allocate Route', 'a'],
          [
            819,
            '/manage_allocate_route',
            'Route Allocations',
            'v',
            { permissions: { CREATE: '/allocate_route' } },
          ],
        ],
      },
      {
        id: 830,
        key: 'transport_daily',
        name: 'Daily Transport',
        pages: [
          [831, '/mark_transport_attendance', 'Transport Attendance', 'a'],
          [832, '/view_driver_route_details', 'Driver Route List'],
          [833, '/duty_map', 'Bus Duty'],
          [834, '/student_transportation_details', 'Transportation Details'],
          [835, '/transport_report', 'Transport Report'],
        ],
      },
      {
        id: 840,
        key: 'transport_fees',
        name: 'Transport Fees',
        pages: [
          [841, '/transport_payment', 'Transport Payment', 'a'],
          [842, '/transport_defaulter', 'Transport Defaulters'],
        ],
      },
    ],
  },
  {
    id: 900,
    key: 'hostel',
    name: 'Hostel',
    icon: 'building',
    modules: [
      {
        id: 910,
        key: 'hostel_setup',
        name: 'Hostels & Rooms',
        pages: [
          [911, '/hostel', 'Hostel'],
          [912, '/add_hostel', 'Hostels', 'a'],
          [913, '/hostel_detail', 'Hostel Details'],
          [914, '/rooms', 'Rooms', 'a'],
          [915, '/view_room', 'Room List'],
          [916, '/seat_availability', 'Seat Availability'],
          [917, '/assign_seat', 'Assign Seat', 'a'],
        ],
      },
      {
        id: 920,
        key: 'hostel_residents',
        name: 'Residents',
        pages: [
          [921, '/allocate_room', 'Allocate Room', 'a'],
          [922, '/allocated_room', 'Allocated Rooms'],
          [923, '/student_hostel_details', 'Student Hostel Details'],
          [924, '/staff_hostel_details', 'Staff Hostel Details'],
          [925, '/hostel_visitor', 'Add Visitor', 'a'],
          [926, '/visitor_list', 'Visitors'],
          [927, '/hostel_report', 'Hostel Report'],
        ],
      },
      {
        id: 930,
        key: 'hostel_fees',
        name: 'Hostel Fees',
        pages: [
          [931, '/hostel_fee_setup', 'Hostel Fee Setup', 'a'],
          [932, '/view_hostel_fee_setup', 'Fee Setup List'],
          [933, '/hostel_fee_collection', 'Hostel Fee Collection', 'a'],
          [934, '/hostel_fee_defaulter', 'Hostel Defaulters'],
        ],
      },
    ],
  },
  {
    id: 1000,
    key: 'library',
    name: 'Library',
    icon: 'books',
    pages: [
      [1001, '/add_book_category', 'Book Categories', 'a'],
      [1002, '/add_book', 'Books', 'a'],
      [1003, '/assigned_book', 'Issued Books'],
      [1004, '/student_book_details', 'Books Assigned'],
    ],
  },
  {
    id: 1100,
    key: 'payroll',
    name: 'Payroll',
    icon: 'wallet',
    pages: [
      [1101, '/manage_salary_head', 'Salary Heads', 'a'],
      [1102, '/salary_deduction_time', 'Deduction Time', 'a'],
      [1103, '/salary_deduction', 'Deductions', 'a'],
      [1104, '/salary_setup', 'Salary Setup', 'a'],
      [1105, '/view_salary_setup', 'Salary Setup List'],
      [1106, '/view_salary_structure', 'Salary Structure'],
      [1107, '/staff_list_for_salary_slip', 'Salary Slips'],
    ],
  },
  {
    id: 1200,
    key: 'leave',
    name: 'Leave',
    icon: 'plane',
    pages: [
      [1201, '/leave_types', 'Leave Types', 'a'],
      [1202, '/leave_policy', 'Leave Policy', 'a'],
      [1203, '/view_leave_policy', 'View Leave Policy'],
      [1204, '/allocate_total_leave', 'Allocate Leave', 'a'],
      [1205, '/allocated_leaves', 'My Leave Balance'],
      [1206, '/leave_request', 'Leave Requests', 'a'],
    ],
  },
  {
    id: 1300,
    key: 'communication',
    name: 'Communication',
    icon: 'message',
    modules: [
      {
        id: 1310,
        key: 'messages',
        name: 'Messages',
        pages: [
          [1311, '/notification', 'Add Message', 'a'],
          [1312, '/view_notification', 'Messages'],
          [1313, '/sms_detail', 'SMS Usage'],
        ],
      },
      {
        id: 1320,
        key: 'events',
        name: 'Events',
        pages: [
          [1321, '/add_event', 'Add Event', 'a'],
          [1322, '/manage_event', 'Events'],
        ],
      },
      {
        id: 1330,
        key: 'news',
        name: 'News',
        pages: [
          [1331, '/add_news', 'Add News', 'a'],
          [1332, '/manage_news', 'News'],
        ],
      },
      { id: 1340, key: 'gallery', name: 'Gallery', pages: [[1341, '/gallery', 'Gallery']] },
      {
        id: 1350,
        key: 'testimonials',
        name: 'Testimonials',
        pages: [
          [1351, '/add_testimonial', 'Add Testimonial', 'a'],
          [1352, '/view_testimonial', 'Testimonials'],
        ],
      },
      {
        id: 1360,
        key: 'feedback',
        name: 'Feedback',
        pages: [
          [1361, '/feedback_setting', 'Feedback Settings', 'a'],
          [1362, '/student_feedback', 'Student Feedback'],
          [1363, '/staff_feedback', 'Staff Feedback', 'a'],
          [1364, '/view_staff_feedback', 'View Staff Feedback'],
        ],
      },
    ],
  },
  {
    id: 1400,
    key: 'tasks',
    name: 'Tasks & Work',
    icon: 'checklist',
    modules: [
      {
        id: 1410,
        key: 'homework',
        name: 'Tasks & Homework',
        pages: [
          [1411, '/create_task', 'Create Task', 'a'],
          [1412, '/view_task', 'Tasks'],
        ],
      },
      {
        id: 1420,
        key: 'work_reports',
        name: 'Work Reports',
        pages: [
          [1421, '/add_work_report', 'Add Work Report', 'a'],
          [1422, '/add_work_status_report', 'Add Work Status', 'a'],
          [1423, '/manage_work_status_report', 'Work Status Reports'],
        ],
      },
    ],
  },
  {
    id: 1500,
    key: 'reports',
    name: 'Reports',
    icon: 'report',
    pages: [[1501, '/report', 'Reports']],
  },
];

const platform: Group[] = [
  {
    id: 2000,
    key: 'platform_home',
    name: 'Dashboard',
    icon: 'dashboard',
    pages: [[2001, '/dashboard', 'Dashboard']],
  },
  {
    id: 2100,
    key: 'platform_schools',
    name: 'Schools',
    icon: 'school',
    pages: [
      [2101, '/school/schoollist', 'Schools', 'v', { permissions: { CREATE: '/school/register' } }],
      [2102, '/school/register', 'Register School', 'a'],
      [2103, '/school/information', 'School Information'],
      [2104, '/school/schooluserlist', 'School Users'],
      [2105, '/school/invited_user_list', 'Invited Users'],
      [2106, '/school/sendnotification', 'Send Notification', 'a'],
      [2107, '/school/notificationlist', 'Notifications'],
    ],
  },
  {
    id: 2200,
    key: 'platform_pricing',
    name: 'Pricing',
    icon: 'cash',
    pages: [
      [2201, '/school/pricemodule', 'Seat Pricing', 'a', { payment_format: 'Per Student' }],
      [2202, '/school/smspricing', 'SMS Pricing', 'a', { payment_format: 'Total SMS' }],
      [2203, '/school/smsrecord', 'SMS Records'],
      [2204, '/school/gallerypricing', 'Gallery Pricing', 'a', { payment_format: 'Total Amount' }],
      [2205, '/school/galleryrecord', 'Gallery Records'],
      [
        2206,
        '/school/whatsapppricing',
        'WhatsApp Pricing',
        'a',
        { payment_format: 'Total Whatsapp' },
      ],
      [2207, '/school/whatsapprecord', 'WhatsApp Records'],
    ],
  },
  {
    id: 2300,
    key: 'platform_reports',
    name: 'Reports',
    icon: 'report',
    pages: [
      [2301, '/report/generatepayment', 'Generate Payment', 'a'],
      [2302, '/report/crontab', 'Scheduled Jobs'],
      [2303, '/report/schoolstatics', 'School Statistics'],
      [2304, '/report/staticsdetails', 'Statistics Details'],
    ],
  },
  {
    id: 2400,
    key: 'platform_enquiries',
    name: 'Enquiries',
    icon: 'message',
    pages: [
      [2401, '/enquiry/enquirymessage', 'Enquiry Messages'],
      [2402, '/enquiry/seatsenquirylist', 'Seat Enquiries'],
    ],
  },
  {
    id: 2500,
    key: 'platform_franchise',
    name: 'Franchise',
    icon: 'users',
    pages: [
      [2501, '/franchise', 'Franchise', 'a'],
      [2502, '/franchise/viewfranchise', 'Franchises'],
      [2503, '/franchise/viewworkreport', 'Work Reports'],
    ],
  },
  {
    id: 2600,
    key: 'platform_account',
    name: 'Account',
    icon: 'user',
    pages: [[2601, '/changepassword', 'Change Password', 'a']],
  },
];

function flatten(groups: Group[], area: ModuleEntry['area']): ModuleEntry[] {
  const entries: ModuleEntry[] = [];
  const base = { icon: null, area, additional_module: false, payment_format: null } as const;
  const addPages = (pages: PageSpec[], parentId: number, parentKey: string) =>
    pages.forEach(([id, url, name, type = 'v', extra], index) => {
      entries.push({
        ...base,
        id,
        key: `${parentKey}:${url.slice(1)}`,
        name,
        url,
        order: index + 1,
        parent_id: parentId,
        type,
        ...extra,
      });
    });
  groups.forEach((group, groupIndex) => {
    entries.push({
      ...base,
      id: group.id,
      key: group.key,
      name: group.name,
      url: null,
      icon: group.icon,
      order: groupIndex + 1,
      parent_id: null,
      type: 'm',
      ...group.extra,
    });
    if (group.pages) addPages(group.pages, group.id, group.key);
    group.modules?.forEach((module, moduleIndex) => {
      entries.push({
        ...base,
        id: module.id,
        key: module.key,
        name: module.name,
        url: null,
        order: moduleIndex + 1,
        parent_id: group.id,
        type: 'm',
        ...module.extra,
      });
      addPages(module.pages, module.id, module.key);
    });
  });
  return entries;
}

/** Every entry of the catalogue, school area first. */
export const moduleCatalogue: readonly ModuleEntry[] = [
  ...flatten(school, 'school'),
  ...flatten(platform, 'platform'),
];
