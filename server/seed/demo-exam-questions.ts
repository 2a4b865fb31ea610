// Demo exam content: software-testing questions in ua/ru/en (docs/exams.md "Demo exams").
// `+` at the end of an answer marks it correct; SEQUENCE answers are in their correct order;
// COMPARISON answers are [item, partner] pairs.
import type { Localized } from '../db/schema.ts';
import type { ExamSpec, QuestionSpec } from '../domain/exams/authoring.ts';

export type T = [ua: string, ru: string, en: string];
export type A = T | [ua: string, ru: string, en: string, correct: '+'];

export const L = ([ua, ru, en]: readonly string[]): Localized => ({ ua: ua!, ru: ru!, en: en! });
export const same = (text: string): T => [text, text, text];
export const ok = (t: T): A => [t[0], t[1], t[2], '+'];
const answers = (list: A[]) => list.map((a) => ({ name: L(a), correct: a[3] === '+' }));
export const one = (name: T, list: A[], points = 1): QuestionSpec => ({ type: 'SINGLE_CHOICE', name: L(name), points, answers: answers(list) });
export const many = (name: T, list: A[], points = 1): QuestionSpec => ({ type: 'MULTIPLE_CHOICE', name: L(name), points, answers: answers(list) });
export const exam = (name: T, description: T, questions: QuestionSpec[]): ExamSpec => ({ name: L(name), description: L(description), questions });

export const FUNDAMENTALS = exam(
  ['Основи тестування: підсумковий тест', 'Основы тестирования: итоговый тест', 'Testing fundamentals: final test'],
  ['Терміни, рівні й види тестування', 'Термины, уровни и виды тестирования', 'Terms, test levels and testing types'],
  [
    one(
      ['Що з переліченого є дефектом?', 'Что из перечисленного является дефектом?', 'Which of these is a defect?'],
      [
        [
          'Відхилення фактичного результату від очікуваного',
          'Отклонение фактического результата от ожидаемого',
          'A deviation of the actual result from the expected one',
          '+',
        ],
        ['Нова вимога замовника', 'Новое требование заказчика', 'A new customer requirement'],
        ['Тест-кейс, що пройшов', 'Пройденный тест-кейс', 'A passed test case'],
        ['Запланована задача розробника', 'Запланированная задача разработчика', "A developer's planned task"],
      ],
    ),
    one(
      [
        'Який рівень тестування перевіряє окремі модулі коду?',
        'Какой уровень тестирования проверяет отдельные модули кода?',
        'Which test level checks individual code modules?',
      ],
      [
        ['Модульне', 'Модульное', 'Unit testing', '+'],
        ['Системне', 'Системное', 'System testing'],
        ['Приймальне', 'Приёмочное', 'Acceptance testing'],
        ['Інтеграційне', 'Интеграционное', 'Integration testing'],
      ],
    ),
    many(
      ['Які види тестування є нефункціональними?', 'Какие виды тестирования являются нефункциональными?', 'Which testing types are non-functional?'],
      [
        ['Тестування продуктивності', 'Тестирование производительности', 'Performance testing', '+'],
        ['Тестування зручності використання', 'Тестирование удобства использования', 'Usability testing', '+'],
        ['Тестування безпеки', 'Тестирование безопасности', 'Security testing', '+'],
        ['Димове тестування', 'Дымовое тестирование', 'Smoke testing'],
      ],
    ),
    one(
      ['Що таке регресійне тестування?', 'Что такое регрессионное тестирование?', 'What is regression testing?'],
      [
        [
          'Повторна перевірка вже протестованого після змін',
          'Повторная проверка уже протестированного после изменений',
          'Re-checking already tested parts after changes',
          '+',
        ],
        ['Перше тестування нової функції', 'Первое тестирование новой функции', 'The first test of a new feature'],
        ['Перевірка лише виправленого дефекту', 'Проверка только исправленного дефекта', 'Checking only the fixed defect'],
        ['Тестування у старих браузерах', 'Тестирование в старых браузерах', 'Testing in old browsers'],
      ],
    ),
    one(
      ['Що стверджує один із семи принципів тестування?', 'Что утверждает один из семи принципов тестирования?', 'What does one of the seven testing principles state?'],
      [
        ['Вичерпне тестування неможливе', 'Исчерпывающее тестирование невозможно', 'Exhaustive testing is impossible', '+'],
        ['Тестування доводить відсутність дефектів', 'Тестирование доказывает отсутствие дефектов', 'Testing proves there are no defects'],
        ['Дефекти розподілені рівномірно', 'Дефекты распределены равномерно', 'Defects are spread evenly'],
        ['Пізнє тестування дешевше', 'Позднее тестирование дешевле', 'Late testing is cheaper'],
      ],
    ),
    many(
      ['Що зазвичай містить тест-кейс?', 'Что обычно содержит тест-кейс?', 'What does a test case usually contain?'],
      [
        ['Кроки', 'Шаги', 'Steps', '+'],
        ['Очікуваний результат', 'Ожидаемый результат', 'Expected result', '+'],
        ['Передумови', 'Предусловия', 'Preconditions', '+'],
        ['Вихідний код продукту', 'Исходный код продукта', 'The product source code'],
      ],
    ),
    one(
      ['Хто зазвичай виконує альфа-тестування?', 'Кто обычно выполняет альфа-тестирование?', 'Who usually performs alpha testing?'],
      [
        ['Внутрішня команда на боці розробника', 'Внутренняя команда на стороне разработчика', "Internal staff at the developer's site", '+'],
        ['Кінцеві користувачі у своєму середовищі', 'Конечные пользователи в своей среде', 'End users in their own environment'],
        ['Лише автоматичні тести', 'Только автотесты', 'Automated tests only'],
        ['Зовнішній орган сертифікації', 'Внешний орган сертификации', 'An external certification body'],
      ],
    ),
  ],
);

export const TEST_DESIGN = exam(
  ['Техніки тест-дизайну', 'Техники тест-дизайна', 'Test design techniques'],
  [
    'Класи еквівалентності, граничні значення, таблиці рішень',
    'Классы эквивалентности, граничные значения, таблицы решений',
    'Equivalence classes, boundary values, decision tables',
  ],
  [
    one(
      [
        'Поле приймає вік від 18 до 60 включно. Які значення дає аналіз граничних значень?',
        'Поле принимает возраст от 18 до 60 включительно. Какие значения даёт анализ граничных значений?',
        'A field accepts ages 18 to 60 inclusive. Which values does boundary value analysis give?',
      ],
      [ok(same('17, 18, 60, 61')), same('18, 39, 60'), same('0, 18, 60, 100'), same('19, 59')],
    ),
    one(
      [
        'Скільки класів еквівалентності для цілого поля «вік 18–60»?',
        'Сколько классов эквивалентности у целого поля «возраст 18–60»?',
        'How many equivalence classes does an integer "age 18–60" field have?',
      ],
      [ok(same('3')), same('1'), same('2'), same('43')],
    ),
    one(
      [
        'Яка техніка найкраще підходить для комбінацій умов і дій?',
        'Какая техника лучше всего подходит для комбинаций условий и действий?',
        'Which technique suits combinations of conditions and actions best?',
      ],
      [
        ['Таблиця рішень', 'Таблица решений', 'Decision table testing', '+'],
        ['Аналіз граничних значень', 'Анализ граничных значений', 'Boundary value analysis'],
        ['Тестування переходів станів', 'Тестирование переходов состояний', 'State transition testing'],
        ['Передбачення помилок', 'Предугадывание ошибок', 'Error guessing'],
      ],
    ),
    many(
      ['Які техніки належать до чорної скриньки?', 'Какие техники относятся к чёрному ящику?', 'Which are black-box techniques?'],
      [
        ['Розбиття на класи еквівалентності', 'Разбиение на классы эквивалентности', 'Equivalence partitioning', '+'],
        ['Тестування переходів станів', 'Тестирование переходов состояний', 'State transition testing', '+'],
        ['Покриття операторів', 'Покрытие операторов', 'Statement coverage'],
        ['Покриття рішень', 'Покрытие решений', 'Decision coverage'],
      ],
    ),
    one(
      ['Що таке попарне (pairwise) тестування?', 'Что такое попарное (pairwise) тестирование?', 'What is pairwise testing?'],
      [
        [
          'Кожна пара значень параметрів покрита хоча б одним тестом',
          'Каждая пара значений параметров покрыта хотя бы одним тестом',
          'Every pair of parameter values is covered by at least one test',
          '+',
        ],
        ["Тестування вдвох за одним комп'ютером", 'Тестирование вдвоём за одним компьютером', 'Two people testing at one computer'],
        ['Порівняння двох версій продукту', 'Сравнение двух версий продукта', 'Comparing two product versions'],
        ['Повторення кожного тесту двічі', 'Повторение каждого теста дважды', 'Running every test twice'],
      ],
    ),
    one(
      [
        'Яке покриття вимагає виконати кожну гілку рішення?',
        'Какое покрытие требует выполнить каждую ветку решения?',
        'Which coverage requires executing every decision outcome?',
      ],
      [
        ['Покриття рішень (гілок)', 'Покрытие решений (ветвей)', 'Decision (branch) coverage', '+'],
        ['Покриття операторів', 'Покрытие операторов', 'Statement coverage'],
        ['Покриття вимог', 'Покрытие требований', 'Requirements coverage'],
        ['Покриття функцій', 'Покрытие функций', 'Function coverage'],
      ],
    ),
  ],
);

export const BUG_REPORTS = exam(
  ['Баг-репорти', 'Баг-репорты', 'Bug reports'],
  ['Серйозність, пріоритет і життєвий цикл дефекту', 'Серьёзность, приоритет и жизненный цикл дефекта', 'Severity, priority and the defect life cycle'],
  [
    one(
      [
        'Яке поле баг-репорту описує вплив дефекту на систему?',
        'Какое поле баг-репорта описывает влияние дефекта на систему?',
        "Which bug report field describes the defect's impact on the system?",
      ],
      [
        ['Серйозність (severity)', 'Серьёзность (severity)', 'Severity', '+'],
        ['Пріоритет (priority)', 'Приоритет (priority)', 'Priority'],
        ['Статус', 'Статус', 'Status'],
        ['Виконавець', 'Исполнитель', 'Assignee'],
      ],
    ),
    one(
      [
        'Додаток падає на рідкісному звіті, яким майже ніхто не користується. Що найімовірніше?',
        'Приложение падает на редком отчёте, которым почти никто не пользуется. Что вероятнее всего?',
        'The app crashes on a report almost nobody uses. What is most likely?',
      ],
      [
        ['Висока серйозність, низький пріоритет', 'Высокая серьёзность, низкий приоритет', 'High severity, low priority', '+'],
        ['Низька серйозність, високий пріоритет', 'Низкая серьёзность, высокий приоритет', 'Low severity, high priority'],
        ['Низька серйозність, низький пріоритет', 'Низкая серьёзность, низкий приоритет', 'Low severity, low priority'],
        ['Для падінь серйозність не визначають', 'Для падений серьёзность не определяют', 'Crashes have no severity'],
      ],
    ),
    many(
      ['Що має бути в хорошому баг-репорті?', 'Что должно быть в хорошем баг-репорте?', 'What belongs in a good bug report?'],
      [
        ['Короткий точний заголовок', 'Короткий точный заголовок', 'A short precise summary', '+'],
        ['Кроки відтворення', 'Шаги воспроизведения', 'Steps to reproduce', '+'],
        ['Фактичний і очікуваний результат', 'Фактический и ожидаемый результат', 'Actual and expected result', '+'],
        ['Здогадка, хто з розробників винен', 'Догадка, кто из разработчиков виноват', 'A guess which developer is to blame'],
      ],
    ),
    one(
      [
        'Який статус має дефект, який виправили, але ще не перевірили?',
        'Какой статус у дефекта, который исправили, но ещё не проверили?',
        'What is the status of a defect that was fixed but not yet verified?',
      ],
      [
        ['Вирішено (Resolved)', 'Решён (Resolved)', 'Resolved', '+'],
        ['Закрито (Closed)', 'Закрыт (Closed)', 'Closed'],
        ['Перевідкрито (Reopened)', 'Переоткрыт (Reopened)', 'Reopened'],
        ['Новий (New)', 'Новый (New)', 'New'],
      ],
    ),
    one(
      [
        'Виправлений дефект відтворюється знову. Що робить тестувальник?',
        'Исправленный дефект воспроизводится снова. Что делает тестировщик?',
        'A fixed defect shows up again. What does the tester do?',
      ],
      [
        ['Перевідкриває дефект', 'Переоткрывает дефект', 'Reopens the defect', '+'],
        ['Закриває дефект', 'Закрывает дефект', 'Closes the defect'],
        ['Видаляє баг-репорт', 'Удаляет баг-репорт', 'Deletes the bug report'],
        ['Чекає на наступний реліз мовчки', 'Молча ждёт следующего релиза', 'Silently waits for the next release'],
      ],
    ),
  ],
);

export const SQL = exam(
  ['SQL для тестувальників: експрес-тест', 'SQL для тестировщиков: экспресс-тест', 'SQL for testers: express quiz'],
  ['Запити, фільтри, об’єднання й агрегати', 'Запросы, фильтры, объединения и агрегаты', 'Queries, filters, joins and aggregates'],
  [
    one(
      ['Який оператор SQL вибирає дані з таблиці?', 'Какой оператор SQL выбирает данные из таблицы?', 'Which SQL statement reads data from a table?'],
      [ok(same('SELECT')), same('INSERT'), same('UPDATE'), same('DELETE')],
    ),
    one(
      [
        'Яка умова відбирає рядки, де email не заповнено?',
        'Какое условие отбирает строки, где email не заполнен?',
        'Which condition selects rows where email is not set?',
      ],
      [ok(same('WHERE email IS NULL')), same('WHERE email = NULL'), same("WHERE email == ''"), same('WHERE NOT email')],
    ),
    one(
      [
        'Який JOIN повертає всі рядки лівої таблиці, навіть без пари?',
        'Какой JOIN возвращает все строки левой таблицы, даже без пары?',
        'Which JOIN returns every row of the left table, even without a match?',
      ],
      [ok(same('LEFT JOIN')), same('INNER JOIN'), same('CROSS JOIN'), same('SELF JOIN')],
    ),
    many(
      ['Які з цих функцій агрегатні?', 'Какие из этих функций агрегатные?', 'Which of these functions are aggregates?'],
      [ok(same('COUNT()')), ok(same('SUM()')), ok(same('AVG()')), same('UPPER()')],
    ),
    one(
      ['Що робить GROUP BY?', 'Что делает GROUP BY?', 'What does GROUP BY do?'],
      [
        [
          'Групує рядки з однаковими значеннями для агрегатів',
          'Группирует строки с одинаковыми значениями для агрегатов',
          'Groups rows with equal values for aggregates',
          '+',
        ],
        ['Сортує рядки', 'Сортирует строки', 'Sorts rows'],
        ['Видаляє дублікати з таблиці', 'Удаляет дубликаты из таблицы', 'Deletes duplicates from the table'],
        ["Об'єднує дві таблиці", 'Объединяет две таблицы', 'Joins two tables'],
      ],
    ),
    one(
      ['Яка частина запиту фільтрує групи після агрегації?', 'Какая часть запроса фильтрует группы после агрегации?', 'Which clause filters groups after aggregation?'],
      [ok(same('HAVING')), same('WHERE'), same('ORDER BY'), same('LIMIT')],
    ),
  ],
);
