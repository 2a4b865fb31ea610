// SPEC §7 call paths used by both sides. Extra calls not in SPEC are marked and listed in docs/api.md.
import { sessionPaths } from './session-paths.ts';

export const paths = {
  ...sessionPaths,
  info: '/api/main/info', // not in SPEC §7: FAQ + course contacts of the info panel
  alerts: '/api/main/alerts',
  profile: '/api/profile',
  userpic: '/api/profile/userpic.jpg',
  news: '/api/news',
  newsViewed: '/api/news/viewed',
  // SPEC §7 Exams.
  examsAvailable: '/api/exams/available',
  examsActive: '/api/exams/active',
  examsPassed: '/api/exams/passed',
  examResult: (resultId: number | string) => `/api/exams/result/${resultId}`,
  examIntro: (scheduleId: number | string) => `/api/exams/${scheduleId}`,
  /** minutesLeft before a start (scheduleId) or, with kind 'break', before a break (resultId). */
  examCheck: (id: number | string, kind?: 'break') => `/api/exams/check/${id}${kind ? `?kind=${kind}` : ''}`,
  passageStart: (scheduleId: number | string) => `/api/exams/passage/start/${scheduleId}`,
  passage: (resultId: number | string) => `/api/exams/passage/${resultId}`,
  passageQuestion: (resultQuestionId: number | string) => `/api/exams/passage/question/${resultQuestionId}`,
  passageAnswer: (resultQuestionId: number | string) => `/api/exams/passage/answer/${resultQuestionId}`,
  passageTakeBreak: (resultId: number | string) => `/api/exams/passage/takeBreak/${resultId}`,
  passageFinishBreak: (resultId: number | string) => `/api/exams/passage/finishBreak/${resultId}`,
  passageFinish: (resultId: number | string) => `/api/exams/passage/finish/${resultId}`,
  passageUpdate: (resultId: number | string) => `/api/exams/passage/update/${resultId}`,
  materialDownload: (materialId: number | string) => `/api/training/download/material/${materialId}`,
  questionMaterialDownload: (materialId: number | string) => `/api/training/download/question/material/${materialId}`,
  /** SPEC §7 POST /api/exams/passage/essay: multipart file, filename, resultQuestionId. */
  passageEssay: '/api/exams/passage/essay',
  /** SPEC §7 answer material: the trainee's own essay file, by resultQuestionId (docs/exams.md). */
  answerMaterialDownload: (resultQuestionId: number | string) => `/api/training/download/answer/material/${resultQuestionId}`,
  /** SPEC §7 question picture. */
  picture: (id: number | string) => `/api/common/picture/${id}`,
} as const;
