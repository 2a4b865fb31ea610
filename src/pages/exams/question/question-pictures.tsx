import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Answer, AnswerPicture, Question } from '../../../../api/exams.ts';
import { Transcript } from '../../../ui/transcript.tsx';
import { PictureDialog } from './picture-dialog.tsx';
import * as styles from '../editors/editors.css.ts';

// Pictures of a question and of its answers (GET /api/common/picture/{id}: the url of the
// payload). Each is described by its author's description (`alt`, issue 10), else by where
// it is ("Picture 2 of question 3", "Picture for the answer: …"), and enlarges in a dialog
// when clicked; an answer "picture" whose contentType is AUDIO is a sound, played with the
// browser's own labelled controls, its transcript beside it when the author wrote one.

/** A description made from a question or answer text: one line, not too long. */
export function describedBy(text: string, max = 140): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

export const isAudio = (contentType: string) => contentType.toUpperCase() === 'AUDIO' || contentType.toLowerCase().startsWith('audio/');

function Thumbnail({ url, alt }: { url: string; alt: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.thumbButton} onClick={() => setOpen(true)} aria-haspopup="dialog" aria-label={t`Enlarge: ${alt}`}>
        <img src={url} alt={alt} className={styles.thumb} loading="lazy" />
      </button>
      {open ? <PictureDialog url={url} alt={alt} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** `number`: the question's number in the passage, for pictures without a description. */
export function QuestionPictures({ question, number }: { question: Question; number: number }) {
  const { t } = useLingui();
  if (question.pictures.length === 0) return null;
  return (
    <div className={styles.questionMedia}>
      {question.pictures.map((picture, i) => {
        const n = i + 1;
        return <Thumbnail key={picture.id} url={picture.url} alt={picture.alt || t`Picture ${n} of question ${number}`} />;
      })}
    </div>
  );
}

function AnswerAudio({ picture, name }: { picture: AnswerPicture; name: string }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <figure className={styles.audioFigure}>
      <figcaption id={id} className={styles.audioCaption}>
        {t`Listen: ${name}`}
      </figcaption>
      <audio className={styles.audio} controls preload="none" src={picture.url} aria-labelledby={id} />
      <Transcript text={picture.transcript} />
    </figure>
  );
}

/** Pictures and sounds of one answer, shown under it (outside its label, so the answer keeps its plain name). */
export function AnswerPictures({ answer }: { answer: Answer }) {
  const { t } = useLingui();
  if (answer.pictures.length === 0) return null;
  const name = describedBy(answer.answerName);
  return (
    <div className={styles.answerMedia}>
      {answer.pictures.map((picture) =>
        isAudio(picture.contentType) ? (
          <AnswerAudio key={picture.id} picture={picture} name={name} />
        ) : (
          <Thumbnail key={picture.id} url={picture.url} alt={picture.alt || t`Picture for the answer: ${name}`} />
        ),
      )}
    </div>
  );
}
