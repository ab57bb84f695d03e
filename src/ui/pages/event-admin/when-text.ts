/** An instant as the chair reads it: 'Jun 17, 2026, 8:00 AM'. */
export function whenText(iso: string | null): string {
  return iso === null ? '' : new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
