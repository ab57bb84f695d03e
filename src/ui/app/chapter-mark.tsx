/** The chapter's mark: a small inline drawing (no request, fixed size, so the top bar never shifts). */
export function ChapterMark() {
  return (
    <svg className="chapter-mark" width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill="#0b3d6e" />
      <path d="M8 17 20 10l12 7-12 7z" fill="#f2b632" />
      <path d="M13 20v6c0 2 3.5 4 7 4s7-2 7-4v-6l-7 4z" fill="#ffffff" />
    </svg>
  );
}
