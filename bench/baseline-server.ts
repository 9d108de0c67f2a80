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

app.get('/schools', async () => {
  const [rows, total] = await Promise.all([
    pool.query(
      `select id, name, subdomain, status, created_at, (select count(*)::int from users u where u.tenant_id = schools.id) as user_count
       from schools where kind = 'SCHOOL' order by created_at desc, id desc limit 15`,
    ),
    pool.query(`select count(*) from schools where kind = 'SCHOOL'`),
  ]);
  return { list: rows.rows, count: total.rows[0].count };
});

/** The students page of one school's current session: the same single query as Shala's. */
app.get('/students', async (request) => {
  const { tenantId, sessionId } = request.query as { tenantId: string; sessionId: string };
  const parent = (type: number, field: string) =>
    `(select p.${field} from student_parents sp join parents p on p.tenant_id = sp.tenant_id and p.id = sp.parent_id
      where sp.tenant_id = s.tenant_id and sp.student_id = s.id and sp.parent_type = ${type})`;
  const result = await pool.query(
    `select s.id, s.admission_no, s.student_name, s.gender, s.date_of_birth, s.admission_date, s.status,
       sp.session_id, sp.class_id, c.class_name, sp.section_id, se.section_name, sp.roll_number,
       ${parent(1, 'full_name')} as father_name, ${parent(2, 'full_name')} as mother_name,
       ${parent(3, 'full_name')} as guardian_name,
       coalesce(${parent(1, 'mobile')}, ${parent(2, 'mobile')}, ${parent(3, 'mobile')}) as parent_mobile,
       count(*) over () as total
     from students s
     left join student_programs sp on sp.tenant_id = s.tenant_id and sp.student_id = s.id and sp.session_id = $2
     left join classes c on c.tenant_id = sp.tenant_id and c.id = sp.class_id
     left join sections se on se.tenant_id = sp.tenant_id and se.id = sp.section_id
     where s.tenant_id = $1 and sp.session_id = $2
     order by c.position, c.class_name, se.section_name, sp.roll_number, lower(s.student_name), s.id
     limit 15`,
    [tenantId, sessionId],
  );
  return { list: result.rows, count: Number(result.rows[0]?.total ?? 0) };
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
