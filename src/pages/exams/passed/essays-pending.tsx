import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';

// Issue 10 item 5: essays are not marked automatically (0 points until reviewed,
// server/domain/exams/grading.ts), so a result with essays never reads as a plain zero: it
// says how many questions were marked, how many essays await review, and that the score is
// for the marked questions. One sentence for the finished panel, the result page and the
// passed list.

/** The note, or nothing when the exam has no essays (or the server did not count them). */
export function EssaysPending({ questionsCount, essaysCount, className }: { questionsCount: number | undefined; essaysCount: number | undefined; className?: string }) {
  const { t } = useLingui();
  if (!essaysCount || questionsCount == null) return null;
  const marked = Math.max(0, questionsCount - essaysCount);
  return (
    <p className={className} data-testid="essays-pending">
      {t`${marked} of ${questionsCount} marked; ${plural(essaysCount, { one: '# essay awaits review', other: '# essays await review' })}. The score is for the marked questions.`}
    </p>
  );
}
