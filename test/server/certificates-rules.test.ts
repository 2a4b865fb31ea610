// Issue 13, SPEC §5 "Certificate request": the name rules of a request in all three languages
// (api/certificates.ts CertificateRequest: EN Latin, UA and RU Cyrillic incl. і ї є ґ ё, the
// apostrophes ' ’ ʼ and the hyphen; mixed scripts refused), the same rules through the server
// (400 with `<index>.name` / `<index>.surname`), and the pure rules of
// server/domain/certificates/rules.ts (languages, prefill, the total score) and of the
// contract's path with two params in one segment (server/http/contract.ts).
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { fieldErrors } from '../../api/rules.ts';
import { CERTIFICATE_NAME_MAX, CertificateRequest } from '../../api/certificates.ts';
import { certificateLanguages, courseCertificateLanguages, languagesProblem, prefill, totalScore } from '../../server/domain/certificates/rules.ts';
import { certificateNumber } from '../../server/domain/certificates/number.ts';
import { honoPath, pathParams } from '../../server/http/contract.ts';

/** The error code of `name` in `language` (null: accepted). */
function nameError(language: 'UA' | 'RU' | 'EN', name: string): string | null {
  const result = v.safeParse(CertificateRequest, [{ language, name, surname: language === 'EN' ? 'Smith' : 'Коваленко' }]);
  return result.success ? null : (fieldErrors(result.issues)['0.name'] ?? 'other');
}

describe('SPEC §5 names on a certificate', () => {
  it.each([
    ['UA', 'Олена'],
    ['UA', 'Анна-Марія'],
    ['UA', "Мар'яна"],
    ['UA', 'Мар’яна'],
    ['UA', 'Марʼяна'],
    ['UA', 'Їжак Ґанна Євгенія Ірина'],
    ['UA', 'ґїєі'],
    ['RU', 'Алёна'],
    ['RU', 'Съёмкина-Эльдарова'],
    ['EN', 'Olena'],
    ['EN', "O'Neil"],
    ['EN', 'O’Neil'],
    ['EN', 'Anne-Marie'],
    ['EN', 'Mary Jane'],
  ] as const)('%s accepts %s', (language, name) => {
    expect(nameError(language, name)).toBeNull();
  });

  it.each([
    ['UA', 'Olena', 'cyrillic'],
    ['UA', 'Oлена', 'cyrillic'], // a Latin O in a Cyrillic name (mixed scripts)
    ['RU', 'Елена1', 'cyrillic'],
    ['UA', 'Олена!', 'cyrillic'],
    ['EN', 'Олена', 'english'],
    ['EN', 'Olеna', 'english'], // a Cyrillic е in a Latin name
    ['EN', 'José', 'english'],
    ['EN', 'Olena2', 'english'],
    ['UA', '', 'required'],
    ['EN', '   ', 'required'],
    ['EN', 'A'.repeat(CERTIFICATE_NAME_MAX + 1), 'tooLong'],
  ] as const)('%s refuses %j with %s', (language, name, code) => {
    expect(nameError(language, name)).toBe(code);
  });

  it('trims what it accepts', () => {
    expect(v.parse(CertificateRequest, [{ language: 'UA', name: '  Олена ', surname: 'Коваленко ' }])).toEqual([{ language: 'UA', name: 'Олена', surname: 'Коваленко' }]);
  });
});

describe('server/domain/certificates/rules.ts', () => {
  it('certificateLanguages: the setting in its order, unknown and repeated names skipped, UA when none', () => {
    expect(certificateLanguages('UA,EN')).toEqual(['UA', 'EN']);
    expect(certificateLanguages(' en , ru,UA,EN,XX')).toEqual(['EN', 'RU', 'UA']);
    expect(certificateLanguages('')).toEqual(['UA']);
    expect(certificateLanguages(undefined)).toEqual(['UA']);
  });

  it('courseCertificateLanguages: the course’s own list when it has one, else the setting (issue 59 item 7)', () => {
    expect(courseCertificateLanguages({ certificateLanguages: 'UA,RU,EN' }, 'UA,EN')).toEqual(['UA', 'RU', 'EN']);
    expect(courseCertificateLanguages({ certificateLanguages: null }, 'UA,EN')).toEqual(['UA', 'EN']);
    expect(courseCertificateLanguages({ certificateLanguages: ' ' }, 'EN')).toEqual(['EN']);
  });

  it('languagesProblem: each offered language exactly once', () => {
    expect(languagesProblem(['EN', 'UA'], ['UA', 'EN'])).toBeNull();
    expect(languagesProblem(['UA'], ['UA', 'EN'])).toBe('missing');
    expect(languagesProblem(['UA', 'UA'], ['UA', 'EN'])).toBe('repeated');
    expect(languagesProblem(['UA', 'RU'], ['UA', 'EN'])).toBe('notOffered');
  });

  it('prefill: the profile name only where its script fits', () => {
    expect(prefill({ name: 'Олена', surname: 'Коваленко' }, 'UA')).toEqual({ name: 'Олена', surname: 'Коваленко' });
    expect(prefill({ name: 'Олена', surname: 'Коваленко' }, 'EN')).toEqual({ name: '', surname: '' });
    expect(prefill({ name: 'Olena', surname: 'Коваленко' }, 'RU')).toEqual({ name: '', surname: 'Коваленко' });
    expect(prefill({ name: ' Olena ', surname: "O'Neil" }, 'EN')).toEqual({ name: 'Olena', surname: "O'Neil" });
  });

  it('totalScore: the best points per exam schedule, summed; null without any', () => {
    expect(totalScore([])).toBeNull();
    expect(totalScore([{ scheduleId: 1, points: null }])).toBeNull();
    expect(
      totalScore([
        { scheduleId: 1, points: 4 },
        { scheduleId: 1, points: 9 },
        { scheduleId: 2, points: 0 },
        { scheduleId: 3, points: null },
      ]),
    ).toBe(9);
  });

  it('certificateNumber: readable, the issue year in Kyiv time, the id in six digits', () => {
    expect(certificateNumber(123, new Date(Date.UTC(2026, 5, 1)))).toBe('QA-2026-000123');
    expect(certificateNumber(7, new Date(Date.UTC(2025, 11, 31, 22, 30)))).toBe('QA-2026-000007'); // 00:30 in Kyiv
  });
});

describe('a path with two params in one segment (server/http/contract.ts)', () => {
  const path = '/api/trainings/public_certificate_{applicationId}_{certificateId}.pdf';
  it('becomes one Hono regex param whose params are read back', () => {
    // The route takes all that begins with the text; a segment not in its shape names nothing (issue 59 item 11).
    expect(honoPath(path)).toBe('/api/trainings/:seg3{public_certificate_[^/]*}');
    expect(pathParams(path, { seg3: 'public_certificate_4_12.pdf' })).toEqual({ applicationId: '4', certificateId: '12' });
    // A param takes all but '_' and '/', so a malformed id reaches its schema (issue 59 item 8).
    expect(pathParams(path, { seg3: 'public_certificate_1.5_-1.pdf' })).toEqual({ applicationId: '1.5', certificateId: '-1' });
    for (const odd of ['public_certificate_', 'public_certificate_4_12_1.pdf', 'public_certificate_4_12.pdf.x', 'public_certificate_4.pdf']) {
      expect(pathParams(path, { seg3: odd }), odd).toBeNull();
    }
  });
  it('leaves whole-segment params as they were', () => {
    expect(honoPath('/api/trainings/{applicationId}')).toBe('/api/trainings/:applicationId');
    expect(pathParams('/api/trainings/{applicationId}', { applicationId: '4' })).toEqual({ applicationId: '4' });
  });
});
