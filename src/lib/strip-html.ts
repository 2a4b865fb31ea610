// Kept apart from format.ts so pages that only show texts do not load the date formats.
/** Strip HTML tags from modal texts (SPEC §1 "Modal texts have HTML tags stripped"). */
export function stripHtml(text: string): string {
  return text
    .replace(/<br\s*\/?>(\n)?/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
