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

/** The defaulters page: the same aggregate over the fee ledger as Shala's, bare. */
app.get('/defaulters', async (request) => {
  const { tenantId, sessionId } = request.query as { tenantId: string; sessionId: string };
  const result = await pool.query(
    `select b.student_id, s.student_name, c.class_name, se.section_name, count(*) as months_due,
       string_agg(b.label, ', ' order by b.due_date) as due_labels, sum(b.balance) as balance,
       count(*) over () as total
     from (
       select d.*, greatest(0, d.amount - d.concession - d.paid)
         + case when d.amount - d.concession - d.paid > 0 and d.due_date < '2027-03-31'
             then d.late_rule else 0 end as balance
       from (
         select e.student_id, e.due_key, min(e.label) filter (where e.kind = 'charge') as label,
           min(e.due_date) filter (where e.kind = 'charge') as due_date,
           coalesce(sum(e.amount_paise) filter (where e.kind = 'charge'), 0) as amount,
           coalesce(max(e.late_fee_paise) filter (where e.kind = 'charge'), 0) as late_rule,
           coalesce(sum(e.amount_paise) filter (where e.kind = 'concession'), 0) as concession,
           coalesce(sum(e.amount_paise) filter (where e.kind = 'payment'), 0) as paid
         from fee_ledger_entries e
         where e.tenant_id = $1 and e.session_id = $2 and e.kind <> 'reversal'
         group by e.student_id, e.due_key
       ) d
     ) b
     join students s on s.tenant_id = $1 and s.id = b.student_id
     left join student_programs sp on sp.tenant_id = $1 and sp.student_id = s.id and sp.session_id = $2
     left join classes c on c.tenant_id = $1 and c.id = sp.class_id
     left join sections se on se.tenant_id = $1 and se.id = sp.section_id
     where b.balance > 0 and b.due_date < '2027-03-31'
     group by b.student_id, s.student_name, c.class_name, c.position, se.section_name, sp.roll_number
     order by c.position, c.class_name, se.section_name, sp.roll_number, s.student_name
     limit 15`,
    [tenantId, sessionId],
  );
  return { list: result.rows, count: Number(result.rows[0]?.total ?? 0) };
});

/** A repeated payment by key: the one read that answers it, as Shala's. */
app.post('/payment', async (request) => {
  const { tenantId, key } = request.body as { tenantId: number; key: string };
  const found = await pool.query(
    'select id, receipt_no from fee_payments where tenant_id = $1 and idempotency_key = $2',
    [tenantId, key],
  );
  return found.rows[0] ?? null;
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
