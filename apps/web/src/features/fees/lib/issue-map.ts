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
