/**
 * The database's own message for a refused statement, under the ORM's "Failed query" wrapper
 * (each cause's message, joined); throws when `work` was not refused.
 */
export async function failureOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const texts: string[] = [];
    for (let e: unknown = error; e instanceof Error; e = e.cause) texts.push(e.message);
    return texts.join(' | ');
  }
  throw new Error('expected the statement to be refused');
}
