/**
 * The baseline: a bare Fastify app running the same SQL as the measured routes through
 * `pg`, with no session, tenant transaction, validation or envelope. The ratio of Shala to
 * this shows what our layers cost.
 */
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify();
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const subdomainOf = (host = '') => host.split(':')[0]!.split('.')[0]!;

app.get('/api/common/health', async () => ({ ok: true }));

app.post('/login', async (request) => {
  const { username } = request.body as { username: string };
  const school = await pool.query(
    'select id from schools where subdomain = $1 and kind = $2 limit 1',
    [subdomainOf(request.headers.host), 'SCHOOL'],
  );
  const user = await pool.query(
    `select * from users where tenant_id = $1 and (lower(username) = $2 or lower(email) = $2 or mobile = $2)
     order by lower(username) = $2 desc limit 1`,
    [school.rows[0].id, username.toLowerCase()],
  );
  return user.rows[0] ? { id: user.rows[0].id } : null;
});

app.post('/session', async (request) => {
  const token = (request.headers.cookie ?? '').replace(/^.*shala_session=([^;]+).*$/, '$1');
  const school = await pool.query(
    'select * from schools where subdomain = $1 and kind = $2 limit 1',
    [subdomainOf(request.headers.host), 'SCHOOL'],
  );
  const result = await pool.query(
    `select u.id, u.full_name, u.role_id, u.theme from sessions s join users u on u.tenant_id = s.tenant_id and u.id = s.user_id
     where s.tenant_id = $1 and s.token_hash = $2 and s.revoked_at is null and s.expires_at > now() limit 1`,
    [school.rows[0].id, sha256(token)],
  );
  return result.rows[0] ?? null;
});

/** The schools page with its count: the same single statement as Shala's. */
app.get('/schools', async () => {
  const result = await pool.query(
    `select id, name, subdomain, primary_color, text_color, time_zone, status, created_at,
       (select count(*)::int from users u where u.tenant_id = schools.id) as user_count,
       (select count(*) from schools where kind = $1) as total
     from schools where kind = $1 order by created_at desc, id desc limit $2 offset $3`,
    ['SCHOOL', 15, 0],
  );
  return { list: result.rows, count: Number(result.rows[0]?.total ?? 0) };
});

/**
 * The students page of one school's current session: the same two statements as Shala's (the
 * current session, then the page sorted and cut on its keys, its parents and its count).
 */
app.get('/students', async (request) => {
  const { tenantId } = request.query as { tenantId: string };
  const current = await pool.query(
    `select tenant_id, id, name, start_date, end_date, is_current, parent_id, promoted_from_id, created_at
     from academic_sessions where tenant_id = $1 and is_current = true and parent_id is null`,
    [tenantId],
  );
  const sessionId = current.rows[0].id;
  const parent = (field: string, type: number) =>
    `max(p.${field}) filter (where sp.parent_type = ${type})`;
  const result = await pool.query(
    `select page.id, s.admission_no, s.student_name, s.gender, s.date_of_birth, s.admission_date, s.status,
       page.session_id, page.class_id, page.class_name, page.section_id, page.section_name, page.roll_number,
       father_name, mother_name, guardian_name, parent_mobile,
       (select count(*) from student_programs where tenant_id = $1 and session_id = $2) as total
     from (
       select s.id, p.session_id, p.class_id, c.class_name, c.position, p.section_id, se.section_name,
         p.roll_number, lower(s.student_name) as name_key
       from students s
       left join student_programs p on p.tenant_id = s.tenant_id and p.student_id = s.id and p.session_id = $2
       left join classes c on c.tenant_id = p.tenant_id and c.id = p.class_id
       left join sections se on se.tenant_id = p.tenant_id and se.id = p.section_id
       where s.tenant_id = $1 and p.session_id = $2
       order by c.position, c.class_name, se.section_name, p.roll_number, lower(s.student_name), s.id
       limit 15 offset 0
     ) page
     join students s on s.tenant_id = $1 and s.id = page.id
     left join lateral (
       select ${parent('full_name', 1)} as father_name, ${parent('full_name', 2)} as mother_name,
         ${parent('full_name', 3)} as guardian_name,
         coalesce(${parent('mobile', 1)}, ${parent('mobile', 2)}, ${parent('mobile', 3)}) as parent_mobile
       from student_parents sp join parents p on p.tenant_id = sp.tenant_id and p.id = sp.parent_id
       where sp.tenant_id = $1 and sp.student_id = page.id
     ) family on true
     order by page.position, page.class_name, page.section_name, page.roll_number, page.name_key, page.id`,
    [tenantId, sessionId],
  );
  return { list: result.rows, count: Number(result.rows[0]?.total ?? 0) };
});

/** The fee structure's class rows of each school, figured once by the bench (Shala per request). */
const scheduleRows = new Map<number, string>();
app.post('/defaulters/schedule', async (request) => {
  const { tenantId, rows } = request.body as { tenantId: number; rows: string };
  scheduleRows.set(tenantId, rows);
  return { ok: true };
});

/**
 * The defaulters page: Shala's SQL (the ledger's dues and the structure's not charged yet,
 * summed per student, labels for the page), bare: no role, no row-level security.
 */
app.get('/defaulters', async (request) => {
  const { tenantId, sessionId } = request.query as { tenantId: string; sessionId: string };
  const live = (scope: string) => `
    select e.* from fee_ledger_entries e
    where e.tenant_id = $1 and e.session_id = $2 and ${scope} e.kind <> 'reversal'
      and not exists (select 1 from fee_ledger_entries r where r.tenant_id = e.tenant_id and r.reverses_id = e.id)`;
  const result = await pool.query(
    `with overdue as materialized (
       select d.student_id, d.label, d.due_date, d.due_key, d.balance
       from (
         select s.*, s.principal_left + greatest(0, s.late_fee - s.late_paid - s.waived) as balance
         from (
           select d.*, greatest(0, greatest(0, d.amount - d.concession) - d.paid) as principal_left,
             greatest(case when greatest(0, d.amount - d.concession) - d.paid > 0 and $3 > d.due_date
               then d.late_rule else 0 end, d.late_paid + d.waived) as late_fee
           from (
             select l.student_id, l.due_key, l.session_id,
               min(l.label) filter (where l.kind = 'charge') as label,
               min(l.source) filter (where l.kind = 'charge') as source,
               (min(l.due_date) filter (where l.kind = 'charge'))::text as due_date,
               coalesce(sum(l.amount_paise) filter (where l.kind = 'charge'), 0)::bigint as amount,
               coalesce(max(l.late_fee_paise) filter (where l.kind = 'charge'), 0) as late_rule,
               coalesce(sum(l.amount_paise) filter (where l.kind = 'concession'), 0)::bigint as concession,
               coalesce(sum(l.amount_paise) filter (where l.kind = 'payment'), 0)::bigint as paid,
               coalesce(sum(l.late_fee_paise) filter (where l.kind = 'payment'), 0)::bigint as late_paid,
               coalesce(sum(l.amount_paise) filter (where l.kind = 'waiver'), 0)::bigint as waived
             from (${live('')}) l
             group by l.student_id, l.due_key, l.session_id
             having count(*) filter (where l.kind = 'charge') > 0
             union all
             select v.student_id, v.due_key, $2::bigint, v.label, 'school_fee', v.due_date::text,
               v.amount_paise, coalesce(o.late_fee_paise, v.late_fee_paise),
               coalesce(o.concession_paise, 0), 0, 0, 0
             from (
               select p.student_id, c.plan, c.due_key, c.label, c.due_date, c.amount_paise, c.late_fee_paise
               from (select sp.student_id, sp.class_id from student_programs sp
                 join students st on st.tenant_id = sp.tenant_id and st.id = sp.student_id
                 where sp.tenant_id = $1 and sp.session_id = $2 and st.status = 'ACTIVE') p
               join jsonb_to_recordset($4::jsonb) as c(class_id bigint, plan text, due_key text,
                 label text, due_date date, amount_paise bigint, late_fee_paise bigint)
                 on c.class_id = p.class_id
             ) v
             left join (
               select c.student_id, array_agg(c.due_key) as keys,
                 min(split_part(c.due_key, ':', 2)) filter (where split_part(c.due_key, ':', 2)
                   in ('monthly', 'quarterly', 'semestral', 'oneTime')) as plan
               from (${live("e.kind = 'charge' and")}) c group by c.student_id
             ) f on f.student_id = v.student_id
             left join jsonb_to_recordset('[]'::jsonb) as o(student_id bigint, due_key text,
               concession_paise bigint, late_fee_paise bigint)
               on o.student_id = v.student_id and o.due_key = v.due_key
             where v.plan = coalesce(f.plan, 'monthly') and (f.keys is null or v.due_key <> all(f.keys))
           ) d
         ) s
       ) d
       where d.balance > 0 and d.due_date < $3
     )
     select page.*, (select string_agg(o.label, ', ' order by o.due_date, o.due_key) from overdue o
       where o.student_id = page.student_id) as due_labels
     from (
       select b.student_id, st.student_name, st.admission_no, c.class_name, se.section_name,
         sp.roll_number, b.months_due, b.balance, count(*) over () as total,
         row_number() over (order by c.position, c.class_name, se.section_name nulls first,
           sp.roll_number nulls last, st.student_name, b.student_id) as page_order
       from (select o.student_id, count(*)::int as months_due, sum(o.balance) as balance
         from overdue o group by o.student_id) b
       join students st on st.tenant_id = $1 and st.id = b.student_id
       left join student_programs sp on sp.tenant_id = $1 and sp.session_id = $2 and sp.student_id = st.id
       left join classes c on c.tenant_id = $1 and c.id = sp.class_id
       left join sections se on se.tenant_id = $1 and se.id = sp.section_id
       order by c.position, c.class_name, se.section_name nulls first, sp.roll_number nulls last,
         st.student_name, b.student_id
       limit 15
     ) page
     order by page.page_order`,
    [tenantId, sessionId, '2027-03-31', scheduleRows.get(Number(tenantId)) ?? '[]'],
  );
  return { list: result.rows, count: Number(result.rows[0]?.total ?? 0) };
});

/** A repeated payment by key: the one read that answers it and the body's digest, as Shala's. */
app.post('/payment', async (request) => {
  const { tenantId, key } = request.body as { tenantId: number; key: string };
  const digest = createHash('sha256').update(JSON.stringify(request.body)).digest('base64url');
  const found = await pool.query(
    'select id, receipt_no, request_hash from fee_payments where tenant_id = $1 and idempotency_key = $2',
    [tenantId, key],
  );
  const row = found.rows[0];
  return row ? { id: row.id, receipt_no: row.receipt_no, same: row.request_hash === digest } : null;
});

/** A class's attendance over a range, school days only: the same single query as Shala's. */
app.get('/attendance-report', async (request) => {
  const q = request.query as Record<string, string>;
  const schoolDay = `extract(isodow from a.date)::smallint = any(coalesce((select working_days from timetable_settings
      where tenant_id = $1), '{1,2,3,4,5,6}'::smallint[]))
    and not exists (select 1 from holidays h where h.tenant_id = $1 and h.applies_to in ('all', 'students')
      and a.date between h.start_date and h.end_date)`;
  const result = await pool.query(
    `select st.id, st.student_name, sp.roll_number, c.class_name, s.section_name,
       count(a.id) filter (where a.status = 'present') as present, count(a.id) filter (where a.status = 'absent') as absent,
       count(a.id) filter (where a.status = 'late') as late, count(a.id) filter (where a.status = 'leave') as leave,
       count(a.id) as total
     from student_programs sp
     join students st on st.tenant_id = sp.tenant_id and st.id = sp.student_id and st.status = 'ACTIVE'
     join classes c on c.tenant_id = sp.tenant_id and c.id = sp.class_id
     left join sections s on s.tenant_id = sp.tenant_id and s.id = sp.section_id
     left join student_attendance a on a.tenant_id = sp.tenant_id and a.student_id = sp.student_id
       and a.date between $3 and $4 and ${schoolDay}
     where sp.tenant_id = $1 and sp.session_id = $2 and sp.class_id = $5
       and ($6::bigint is null or sp.section_id = $6)
     group by st.id, st.student_name, sp.roll_number, c.class_name, c.position, s.section_name
     order by sp.roll_number nulls last, st.student_name, st.id`,
    [q.tenantId, q.sessionId, q.fromDate, q.toDate, q.class_id, q.section_id ?? null],
  );
  return result.rows;
});

app.put('/theme', async (request) => {
  const { theme, tenantId, userId } = request.body as {
    theme: string;
    tenantId: number;
    userId: number;
  };
  await pool.query('update users set theme = $1 where tenant_id = $2 and id = $3', [
    theme,
    tenantId,
    userId,
  ]);
  return { theme };
});

await app.listen({ port: Number(process.env.PORT ?? 3901), host: '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    await app.close();
    await pool.end();
    process.exit(0);
  });
}
