import type { PageProps } from '../../../app/page-props.ts';
import { examPassage } from '../wiring/passage-kind.ts';
import { PassageScreen } from './passage-screen.tsx';

// SPEC §2 /exams/passage/{resultId}/{currentQuestionIndex?}: the passage screens over the
// exam calls (wiring/passage-kind.ts examPassage).
export default function PassagePage({ params }: PageProps<'passage'>) {
  return <PassageScreen key={params.resultId} kind={examPassage} resultId={params.resultId} urlNumber={params.currentQuestionIndex ?? null} />;
}
