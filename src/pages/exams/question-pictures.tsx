import { useLingui } from '@lingui/react/macro';
import type { Answer, Question } from '../../../api/exams.ts';
import * as styles from './passage.css.ts';

// Question pictures (GET /api/common/picture/{id}, the url field) with alt text; answer
// pictures may be audio (contentType AUDIO), played with native controls.
export function QuestionPictures({ question }: { question: Question }) {
  const { t } = useLingui();
  if (question.pictures.length === 0) return null;
  const count = question.pictures.length;
  return (
    <div className={styles.pictures}>
      {question.pictures.map((picture, i) => {
        const n = i + 1;
        return <img key={picture.id} src={picture.url} alt={count > 1 ? t`Picture ${n} of ${count} for the question` : t`Picture for the question`} className={styles.picture} />;
      })}
    </div>
  );
}

export function AnswerPictures({ answer }: { answer: Answer }) {
  const { t } = useLingui();
  if (answer.pictures.length === 0) return null;
  const name = answer.answerName;
  return (
    <span className={styles.pictures} style={{ marginTop: 8, marginBottom: 0 }}>
      {answer.pictures.map((picture) =>
        picture.contentType.toUpperCase() === 'AUDIO' || picture.contentType.startsWith('audio/') ? (
          <audio key={picture.id} controls preload="none" src={picture.url} aria-label={t`Audio for the answer ${name}`}>
            <track kind="captions" />
          </audio>
        ) : (
          <img key={picture.id} src={picture.url} alt={t`Picture for the answer ${name}`} className={styles.picture} />
        ),
      )}
    </span>
  );
}
