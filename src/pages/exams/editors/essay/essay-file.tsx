import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { ESSAY_MAX_BYTES, examCalls, type Question } from '../../../../../api/exams.ts';
import { urlOf } from '../../../../../api/contract.ts';
import type { essayUploadMachine } from '../../../../../machines/essay-upload.machine.ts';
import { connectEssayUpload, type EssayUploadApi } from '../../../../../machines/essay-upload.connect.ts';
import { ESSAY_EXTENSIONS } from '../../../../../machines/essay-file-check.ts';
import type { QuestionApi } from '../../../../../machines/question.connect.ts';
import { formatSize } from '../../../../lib/format.ts';
import { button } from '../../../../ui/button.css.ts';
import { Alert } from '../../../../ui/alert.tsx';
import * as passage from '../../passage/passage.css.ts';
import * as styles from '../editors.css.ts';

// The file part of an ESSAY (SPEC §3 answerSetting 0 or 1, §7 essay upload): choose a file
// (checked in the browser with the server's limits), watch it upload (a progress bar),
// cancel, retry; the stored file's name is shown and downloadable by its owner (GET
// /api/training/download/answer/material/{resultQuestionId}). The upload is the question
// machine's essay upload (machines/essay-upload.machine.ts, running while the question is
// shown): it puts the stored name into the answer, and saving waits while it runs.
export function EssayFile({ question, api, label }: { question: Question; api: QuestionApi; label: string }) {
  return api.essayUpload ? <EssayFileUpload question={question} api={api} label={label} actor={api.essayUpload} /> : null;
}

function EssayFileUpload({ question, api, label, actor }: { question: Question; api: QuestionApi; label: string; actor: ActorRefFrom<typeof essayUploadMachine> }) {
  const { t } = useLingui();
  const ids = { input: useId(), hint: useId(), status: useId() };
  const snapshot = useSelector(actor, (s) => s);
  const upload = connectEssayUpload(snapshot, actor.send);
  const types = ESSAY_EXTENSIONS.map((ext) => ext.toUpperCase()).join(', ');
  const max = formatSize(ESSAY_MAX_BYTES);
  const stored = api.essayFileName;
  const waits = upload.isBusy || !api.isEditable;
  const download = stored ? (
    <a href={urlOf(examCalls['files.answerMaterial'], { resultQuestionId: question.resultQuestionId })} download={stored} className={styles.fileName}>
      {stored}
    </a>
  ) : null;

  // Saved (locked): only the file handed in, to download.
  if (api.isLocked)
    return download ? (
      <p className={styles.filePart}>
        <span>
          {t`Attached file:`} {download}
        </span>
      </p>
    ) : null;

  return (
    <div className={styles.filePart}>
      <label htmlFor={ids.input} className={styles.fileLabel}>
        {label}
      </label>
      <p id={ids.hint} className={styles.hintFlush}>
        {t`Accepted: ${types}; up to ${max}.`}
      </p>
      {download ? (
        <p className={styles.flush}>
          {t`Attached file:`} {download}
        </p>
      ) : null}
      {/* The browser's own file button speaks the browser's language, not the trainee's:
          the input stays (focusable, named by the label above) and a translated label
          that looks like a button opens it. */}
      <span className={styles.fileRow}>
        <input
          id={ids.input}
          type="file"
          className={styles.fileInput}
          accept={ESSAY_EXTENSIONS.map((ext) => `.${ext}`).join(',')}
          aria-describedby={`${ids.hint} ${ids.status}`}
          // aria-disabled, not disabled: the focus stays here while the chosen file is checked
          // and sent (issue 10: focus never drops to the page); no other file meanwhile.
          aria-disabled={waits || undefined}
          onClick={(event) => {
            if (waits) event.preventDefault();
          }}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = ''; // the same file may be chosen again
            if (file) upload.onChoose(file);
          }}
        />
        <label htmlFor={ids.input} className={`${button.secondary} ${passage.small} ${waits ? passage.waiting : ''}`} aria-hidden="true">
          {stored ? t`Choose another file…` : t`Choose a file…`}
        </label>
      </span>
      {upload.phase === 'uploading' ? <UploadProgress upload={upload} /> : null}
      <div id={ids.status}>
        <UploadNote upload={upload} max={max} />
      </div>
    </div>
  );
}

function UploadProgress({ upload }: { upload: EssayUploadApi }) {
  const { t } = useLingui();
  const { percent, fileName } = upload;
  return (
    <div className={styles.fileRow}>
      <div
        role="progressbar"
        aria-label={t`Uploading ${fileName}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t`${percent}% uploaded`}
        className={styles.progressTrack}
      >
        <div className={styles.progressFill} style={{ width: `${percent}%` }} />
      </div>
      <span aria-hidden="true">{percent}%</span>
      <button type="button" className={`${button.secondary} ${passage.small}`} onClick={upload.onCancel}>
        {t`Cancel upload`}
      </button>
    </div>
  );
}

function UploadNote({ upload, max }: { upload: EssayUploadApi; max: string }) {
  const { t } = useLingui();
  const name = upload.fileName ?? '';
  const size = formatSize(upload.size);
  if (upload.phase === 'validating') return <span>{t`Checking ${name}…`}</span>;
  if (upload.phase === 'uploaded') {
    const stored = upload.uploadedName ?? name;
    return <Alert tone="success">{t`${stored} is uploaded. Save your answer to hand it in.`}</Alert>;
  }
  if (upload.phase === 'cancelled')
    return (
      <Alert tone="warning">
        <span className={passage.alertRow}>
          <span>{t`The upload of ${name} was cancelled.`}</span>
          <button type="button" className={`${button.secondary} ${passage.small}`} onClick={upload.onRetry}>
            {t`Upload again`}
          </button>
        </span>
      </Alert>
    );
  if (upload.phase === 'failed') {
    const message = upload.error?.serverMessage;
    return (
      <Alert tone="error">
        <span className={passage.alertRow}>
          <span>
            {upload.error?.code === 'connection'
              ? t`${name} was not uploaded: no connection to the server.`
              : message
                ? t`${name} was not uploaded: ${message}`
                : t`${name} was not uploaded.`}
          </span>
          <button type="button" className={`${button.secondary} ${passage.small}`} onClick={upload.onRetry}>
            {t`Try again`}
          </button>
        </span>
      </Alert>
    );
  }
  if (upload.phase === 'rejected') {
    const text =
      upload.problem === 'tooLarge'
        ? t`${name} is too large (${size}). Choose a file of at most ${max}.`
        : upload.problem === 'empty'
          ? t`${name} is empty. Choose a file with your answer.`
          : upload.problem === 'unreadable'
            ? t`${name} could not be read. Choose it again or another file.`
            : t`${name} is not a file type the test accepts, or its content does not match its extension.`;
    return <Alert tone="error">{text}</Alert>;
  }
  return null;
}
