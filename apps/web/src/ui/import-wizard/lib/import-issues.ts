import type { FieldError, ImportIssue } from '@shala/contracts';

/**
 * A refused import names each bad cell `rows.<row>.<column>`: those become issues again;
 * anything else (the file itself) is a file problem.
 */
export function splitImportErrors(errors: readonly FieldError[]): {
  issues: ImportIssue[];
  fileMessage: string | null;
} {
  const issues: ImportIssue[] = [];
  let fileMessage: string | null = null;
  for (const { field, message } of errors) {
    const match = /^rows\.(\d+)\.(.+)$/.exec(field);
    if (match) issues.push({ row: Number(match[1]), field: match[2]!, message });
    else fileMessage ??= message;
  }
  issues.sort((a, b) => a.row - b.row);
  return { issues, fileMessage };
}

/** How many rows of the file have at least one problem. */
export function countBadRows(issues: readonly ImportIssue[]): number {
  return new Set(issues.map((issue) => issue.row)).size;
}

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The issues as a CSV a person can open beside their file: Row, Column, Reason. */
export function issuesCsv(issues: readonly ImportIssue[]): string {
  const lines = [
    'Row,Column,Reason',
    ...issues.map((issue) => [issue.row, issue.field, issue.message].map(csvCell).join(',')),
  ];
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

/** "1 staff member", "2 staff members". */
export function countOf(count: number, noun: readonly [string, string]): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? noun[0] : noun[1]}`;
}
