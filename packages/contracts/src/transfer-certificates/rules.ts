/** A YYYY-MM-DD date as printed on a certificate: DD-MM-YYYY ("N/A" when missing). */
export function certificateDate(iso: string | null | undefined): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return match ? `${match[3]}-${match[2]}-${match[1]}` : 'N/A';
}
