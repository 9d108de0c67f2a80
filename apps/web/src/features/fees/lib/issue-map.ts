/** A schema's issues as field path → first message ("fee_type.0.amount" → "Please enter …"). */
export function issueMap(error: {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}): Record<string, string> {
  const map: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    map[key] ??= issue.message;
  }
  return map;
}

const rowLists: Record<string, string> = {
  fee_type: 'Fee type',
  discountData: 'Discount',
  voucherData: 'Voucher',
  monthly: 'Monthly plan, row',
  quarterly: 'Quarterly plan, row',
  semestral: 'Semestral plan, row',
  oneTime: 'One time plan, row',
};

/**
 * A message with the row it belongs to, so a toast says where to look: "discountData.1.name"
 * and "Please enter the discount name" → "Discount 2: Please enter the discount name".
 */
export function withRowOf(path: string, message: string): string {
  const [list, index] = path.split('.');
  const label = list ? rowLists[list] : undefined;
  const row = Number(index);
  return label && Number.isInteger(row) ? `${label} ${row + 1}: ${message}` : message;
}

/** Where an issue's field stands on the page: the fields above the lists, then the lists in order. */
const pageOrder = Object.keys(rowLists);
const placeOf = (path: ReadonlyArray<PropertyKey>) => pageOrder.indexOf(String(path[0]));

/**
 * The issue a user meets first going down the page (not the schema's key order: a blank
 * discount row is named before the plan tables below it), its row named.
 */
export function firstIssueText(error: {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}): string | undefined {
  const issue = [...error.issues].sort((a, b) => placeOf(a.path) - placeOf(b.path))[0];
  return issue && withRowOf(issue.path.map(String).join('.'), issue.message);
}
