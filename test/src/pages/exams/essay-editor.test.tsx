import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createExamApi } from '../../../../src/pages/exams/wiring/exam-api.ts';
import type { Http } from '../../../../src/lib/http.ts';
import { question } from './exam-fixtures.ts';
import { answersNamed, openPassage } from './open-passage.tsx';
import { fileOf, installFakeXhr, PDF, PNG } from './fake-xhr.ts';

// ESSAY (SPEC §3 answerSetting, §4 saved essay, §5, §7 essay upload, §9 150 px): text and/or
// a file; the upload through the app's real upload call over a fake XMLHttpRequest
// (progress bar, cancel, retry), limits checked in the browser before anything is sent,
// the stored name shown and downloadable, the answer saved with it, then locked.
const essay = (answerSetting: number | null, over: Parameters<typeof question>[1] = {}) =>
  question(1, { type: 'ESSAY', name: 'Describe a login test', answerSetting, answers: answersNamed(1, ['Essay']), ...over });
const realUpload = { uploadEssay: createExamApi({ get: vi.fn(async () => []) } as unknown as Http).uploadEssay };
let xhr: ReturnType<typeof installFakeXhr>;
beforeEach(() => {
  xhr = installFakeXhr();
});
afterEach(() => xhr.restore());

async function choose(user: ReturnType<typeof userEvent.setup>, file: File, label: RegExp | string = 'Or attach a file') {
  await user.upload(await screen.findByLabelText(label), file);
}

describe('ESSAY file upload', () => {
  it('shows progress, then the stored name, downloadable; the answer is saved with it', async () => {
    const user = userEvent.setup();
    const { saved } = openPassage([essay(0)], { api: realUpload });
    await choose(user, fileOf('checklist.pdf', PDF));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading checklist.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('button', { name: 'Save answer' })).toHaveAttribute('aria-disabled', 'true');
    xhr.last().progress(4, 8);
    await vi.waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(bar).toHaveAttribute('aria-valuetext', '50% uploaded');
    xhr.last().respond(200, { fileName: 'checklist.pdf' });
    expect(await screen.findByText('checklist.pdf is uploaded. Save your answer to hand it in.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    const link = screen.getByRole('link', { name: 'checklist.pdf' });
    expect(link).toHaveAttribute('href', '/api/training/download/answer/material/1001');
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    await vi.waitFor(() => expect(saved[0]?.answers).toEqual([{ answerId: 11, answer: '', uploadedFileName: 'checklist.pdf' }]));
    // Saved: the two-line message, the file still downloadable, no more choosing.
    expect(await screen.findByText(/Your essay is saved\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'checklist.pdf' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Or attach a file')).toBeNull();
  });

  it('cancel aborts the request; the same file can be sent again', async () => {
    const user = userEvent.setup();
    openPassage([essay(0)], { api: realUpload });
    await choose(user, fileOf('checklist.pdf', PDF));
    await screen.findByRole('progressbar');
    const first = xhr.last();
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(first.aborted).toBe(true);
    expect(screen.getByText('The upload of checklist.pdf was cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save answer' })).not.toHaveAttribute('aria-disabled');
    await user.click(screen.getByRole('button', { name: 'Upload again' }));
    expect(xhr.count()).toBe(2);
    xhr.last().respond(200, { fileName: 'checklist.pdf' });
    expect(await screen.findByText(/checklist.pdf is uploaded/)).toBeInTheDocument();
  });

  it('a failed upload says why and can be retried', async () => {
    const user = userEvent.setup();
    openPassage([essay(0)], { api: realUpload });
    await choose(user, fileOf('checklist.pdf', PDF));
    await screen.findByRole('progressbar');
    xhr.last().fail();
    expect(await screen.findByText('checklist.pdf was not uploaded: no connection to the server.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    xhr.last().respond(400, { errorMessage: 'The test is over.' });
    expect(await screen.findByText('checklist.pdf was not uploaded: The test is over.')).toBeInTheDocument();
  });

  it('refuses a file that is too large, of another type, empty, or not what its name says, without sending it', async () => {
    const user = userEvent.setup({ applyAccept: false }); // as with "All files" in the file dialog
    openPassage([essay(0)], { api: realUpload });
    await choose(user, fileOf('huge.pdf', 10 * 1024 * 1024 + 1));
    expect(await screen.findByText('huge.pdf is too large (10 MB). Choose a file of at most 10 MB.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Or attach a file'), fileOf('run.exe', [0x4d, 0x5a]));
    expect(await screen.findByText(/run.exe is not a file type the test accepts/)).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Or attach a file'), fileOf('empty.txt', 0));
    expect(await screen.findByText('empty.txt is empty. Choose a file with your answer.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Or attach a file'), fileOf('photo.pdf', PNG));
    expect(await screen.findByText(/photo.pdf is not a file type the test accepts/)).toBeInTheDocument();
    expect(xhr.count()).toBe(0);
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('an upload refused because the passage ended finishes it and goes to /exams (SPEC §8)', async () => {
    const user = userEvent.setup();
    const { path, env } = openPassage([essay(0)], { api: realUpload });
    await choose(user, fileOf('checklist.pdf', PDF));
    await screen.findByRole('progressbar');
    xhr.last().respond(400, { errorMessage: 'The test is over.', exception: 'PassageInterruptException' });
    await vi.waitFor(() => expect(path()).toBe('/exams'));
    expect(env.notifyInterrupted).toHaveBeenCalledTimes(1);
  });

  it("over the quota (413) or the upload rate (429): the server's translated message, and a retry", async () => {
    const user = userEvent.setup();
    openPassage([essay(0)], { api: realUpload });
    await choose(user, fileOf('checklist.pdf', PDF));
    await screen.findByRole('progressbar');
    xhr.last().respond(413, { errorMessage: 'Your answer files may take up to 50 MB together; this file does not fit' });
    expect(await screen.findByText('checklist.pdf was not uploaded: Your answer files may take up to 50 MB together; this file does not fit')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    xhr.last().respond(429, { errorMessage: 'Too many file uploads. Try again in 7 min.' });
    expect(await screen.findByText('checklist.pdf was not uploaded: Too many file uploads. Try again in 7 min.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('the server refusing the file type is shown like the browser check', async () => {
    const user = userEvent.setup();
    openPassage([essay(0)], { api: realUpload });
    await choose(user, fileOf('notes.txt', 'Checklist: empty login, wrong password'));
    await screen.findByRole('progressbar');
    xhr.last().respond(400, { errors: { file: 'fileType' } });
    expect(await screen.findByText(/notes.txt is not a file type the test accepts/)).toBeInTheDocument();
  });
});

describe('ESSAY answerSetting (SPEC §3)', () => {
  it('0: a 150 px textarea and a file; text alone is an answer', async () => {
    const user = userEvent.setup();
    const { saved } = openPassage([essay(0)]);
    const text = await screen.findByRole('textbox', { name: 'Your answer' });
    expect(screen.getByLabelText('Or attach a file')).toHaveAttribute('accept', '.pdf,.doc,.docx,.zip,.png,.jpg,.jpeg,.txt');
    await user.type(text, 'Boundary values');
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    await vi.waitFor(() => expect(saved[0]?.answers).toEqual([{ answerId: 11, answer: 'Boundary values', uploadedFileName: null }]));
  });

  it('1: a file only; no textarea, and nothing chosen is "not answered"', async () => {
    const user = userEvent.setup();
    openPassage([essay(1)]);
    expect(await screen.findByLabelText('Your answer as a file')).toHaveAttribute('type', 'file');
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    expect(screen.getByText(/Question not answered/)).toBeInTheDocument();
  });

  it('2: text only; no file input', async () => {
    openPassage([essay(2)]);
    expect(await screen.findByRole('textbox', { name: 'Your answer' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/attach a file|as a file/i)).toBeNull();
  });

  it('an essay saved earlier shows its text read-only and its file to download', async () => {
    const answers = answersNamed(1, ['Essay'], { answer: 'My plan', essayFileName: 'plan.docx', uploadedFileName: 'plan.docx' });
    openPassage([essay(0, { saved: true, answers })], { passageOver: { answerHistoryAllowed: true } });
    expect(await screen.findByRole('textbox', { name: 'Your answer' })).toHaveAttribute('readonly');
    const group = screen.getByRole('group', { name: 'Describe a login test' });
    expect(within(group).getByRole('link', { name: 'plan.docx' })).toHaveAttribute('download', 'plan.docx');
    expect(screen.getByText(/Your essay is saved\./)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Question 1, saved' })).toBeInTheDocument();
  });
});
