/**
 * Students' tables, loaded when a function first needs them. Students' tables point foreign keys
 * at academics' (sessions, classes, sections), so academics importing students at load time
 * would close a load cycle: a program that loads students' tables first (drizzle-kit, the
 * factories) would run students' queries before their tables exist. Academics reads students
 * only inside its functions, so it imports them there, once (the module is cached after).
 */
export const loadStudentTables = () => import('../students/index.ts');
