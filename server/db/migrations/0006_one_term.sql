-- Issue 10 "Words" (docs/words.md): one term per idea. What SPEC calls an exam is a «тест» in
-- uk and ru and a "test" in en, as in the interface; the exam engine's messages of 0002 said
-- «іспит» / «экзамен» / "exam". Only rows still holding that first wording are rewritten, so
-- a text an operator edited stays as it is.
UPDATE "messages" AS m SET "value" = t.new_value
FROM (VALUES
  ('exam.notOpen', 'ua', 'Іспит зараз недоступний', 'Тест зараз недоступний'),
  ('exam.notOpen', 'ru', 'Экзамен сейчас недоступен', 'Тест сейчас недоступен'),
  ('exam.notOpen', 'en', 'The exam is not open now', 'The test is not open now'),
  ('exam.anotherRunning', 'ua', 'Спочатку завершіть інший іспит, який ви проходите', 'Спочатку завершіть інший тест, який ви проходите'),
  ('exam.anotherRunning', 'ru', 'Сначала завершите другой экзамен, который вы проходите', 'Сначала завершите другой тест, который вы проходите'),
  ('exam.anotherRunning', 'en', 'Finish the other exam you are taking first', 'Finish the other test you are taking first'),
  ('exam.interrupted', 'ua', 'Проходження іспиту завершено', 'Проходження тесту завершено'),
  ('exam.interrupted', 'ru', 'Прохождение экзамена завершено', 'Прохождение теста завершено'),
  ('exam.interrupted', 'en', 'The exam passage has ended', 'The test has ended'),
  ('exam.noBreaks', 'ua', 'Перерви в цьому іспиті не передбачені', 'Перерви в цьому тесті не передбачені'),
  ('exam.noBreaks', 'ru', 'Перерывы в этом экзамене не предусмотрены', 'Перерывы в этом тесте не предусмотрены'),
  ('exam.noBreaks', 'en', 'This exam has no breaks', 'This test has no breaks'),
  ('exam.notFinished', 'ua', 'Іспит ще не завершено', 'Тест ще не завершено'),
  ('exam.notFinished', 'ru', 'Экзамен ещё не завершён', 'Тест ещё не завершён'),
  ('exam.notFinished', 'en', 'The exam is not finished yet', 'The test is not finished yet')
) AS t("key", "locale", old_value, new_value)
WHERE m."key" = t."key" AND m."locale" = t."locale" AND m."value" = t.old_value;
