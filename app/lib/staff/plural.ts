/**
 * A count in words for the staff pages (issue 29): "1 resume", "2 resumes", "0 notes", never
 * "1 contact inquiries" or "file(s)". The caller gives both forms: English plurals are not
 * regular enough to derive ("reply" -> "replies", "inquiry" -> "inquiries").
 */
export function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
