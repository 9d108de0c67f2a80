import pg from 'pg';

/** Creates an empty database on the PostgreSQL of `adminUrl` and answers its URL. */
export async function createScratchDatabase(adminUrl: string, name: string): Promise<string> {
  await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export const dropScratchDatabase = (adminUrl: string, name: string) =>
  admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
