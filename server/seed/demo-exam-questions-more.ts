// More demo exam content (see demo-exam-questions.ts): the quick HTTP check, the exam with
// every question type, Agile/Scrum (passed results) and trainee 2's performance exam.
import type { ExamSpec } from '../domain/exams/authoring.ts';
import { exam, L, many, ok, one, same } from './demo-exam-questions.ts';

export const QUICK_CHECK = exam(
  ['Швидка перевірка: 2 хвилини', 'Быстрая проверка: 2 минуты', 'Quick check: 2 minutes'],
  ['П’ять коротких запитань про HTTP', 'Пять коротких вопросов об HTTP', 'Five short questions about HTTP'],
  [
    one(
      ['Який код відповіді HTTP означає «не знайдено»?', 'Какой код ответа HTTP означает «не найдено»?', 'Which HTTP status code means "not found"?'],
      [ok(same('404')), same('200'), same('500'), same('301')],
    ),
    one(
      ['Який метод HTTP зазвичай створює ресурс?', 'Какой метод HTTP обычно создаёт ресурс?', 'Which HTTP method usually creates a resource?'],
      [ok(same('POST')), same('GET'), same('HEAD'), same('OPTIONS')],
    ),
    many(
      ['Які коди HTTP означають помилку клієнта?', 'Какие коды HTTP означают ошибку клиента?', 'Which HTTP codes are client errors?'],
      [ok(same('400')), ok(same('403')), ok(same('404')), same('502')],
    ),
    one(
      ['Що з переліченого — інструмент для тестування API?', 'Что из перечисленного — инструмент для тестирования API?', 'Which of these is an API testing tool?'],
      [ok(same('Postman')), same('Photoshop'), same('Figma'), same('Paint')],
    ),
    one(
      ['Де в браузері видно мережеві запити сторінки?', 'Где в браузере видны сетевые запросы страницы?', 'Where does the browser show the network requests of a page?'],
      [
        ['DevTools, вкладка Network', 'DevTools, вкладка Network', 'DevTools, Network tab', '+'],
        ['Менеджер закладок', 'Менеджер закладок', 'Bookmark manager'],
        ['Історія переглядів', 'История просмотров', 'Browsing history'],
        ['Налаштування шрифтів', 'Настройки шрифтов', 'Font settings'],
      ],
    ),
  ],
);

export const QUESTION_TYPES: ExamSpec = exam(
  ['Типи запитань: есе, послідовність, відповідність', 'Типы вопросов: эссе, последовательность, соответствие', 'Question types: essay, sequence, matching'],
  ['Усі типи запитань в одному тесті', 'Все типы вопросов в одном тесте', 'Every question type in one test'],
  [
    one(
      ['Що таке димове тестування?', 'Что такое дымовое тестирование?', 'What is smoke testing?'],
      [
        ['Швидка перевірка основних функцій збірки', 'Быстрая проверка основных функций сборки', 'A quick check of the main functions of a build', '+'],
        ['Тестування під навантаженням', 'Тестирование под нагрузкой', 'Testing under load'],
        ['Пошук вразливостей', 'Поиск уязвимостей', 'Looking for vulnerabilities'],
        ['Перевірка документації', 'Проверка документации', 'Reviewing documentation'],
      ],
    ),
    many(
      ['Які артефакти створює тестувальник?', 'Какие артефакты создаёт тестировщик?', 'Which artefacts does a tester produce?'],
      [
        ['Тест-план', 'Тест-план', 'Test plan', '+'],
        ['Чек-лист', 'Чек-лист', 'Checklist', '+'],
        ['Баг-репорт', 'Баг-репорт', 'Bug report', '+'],
        ['Комерційна пропозиція', 'Коммерческое предложение', 'Sales proposal'],
      ],
    ),
    {
      type: 'SEQUENCE',
      name: L(['Розташуйте етапи процесу тестування по порядку', 'Расположите этапы процесса тестирования по порядку', 'Put the stages of the testing process in order']),
      points: 2,
      answers: [
        { name: L(['Аналіз вимог', 'Анализ требований', 'Requirements analysis']) },
        { name: L(['Планування тестування', 'Планирование тестирования', 'Test planning']) },
        { name: L(['Розробка тест-кейсів', 'Разработка тест-кейсов', 'Test case design']) },
        { name: L(['Виконання тестів', 'Выполнение тестов', 'Test execution']) },
        { name: L(['Звіт і завершення', 'Отчёт и завершение', 'Reporting and closure']) },
      ],
    },
    {
      type: 'COMPARISON',
      name: L([
        'Зіставте рівень тестування з тим, що він перевіряє',
        'Сопоставьте уровень тестирования с тем, что он проверяет',
        'Match each test level with what it checks',
      ]),
      points: 2,
      answers: [
        { name: L(['Модульне', 'Модульное', 'Unit']), partner: L(['Окрему функцію або клас', 'Отдельную функцию или класс', 'A single function or class']) },
        { name: L(['Інтеграційне', 'Интеграционное', 'Integration']), partner: L(['Взаємодію модулів', 'Взаимодействие модулей', 'How modules work together']) },
        {
          name: L(['Системне', 'Системное', 'System']),
          partner: L(['Систему цілком за вимогами', 'Систему целиком по требованиям', 'The whole system against its requirements']),
        },
        { name: L(['Приймальне', 'Приёмочное', 'Acceptance']), partner: L(['Готовність для користувача', 'Готовность для пользователя', 'Readiness for the user']) },
      ],
    },
    {
      type: 'ESSAY',
      name: L([
        'Опишіть, як би ви протестували форму входу (логін і пароль). Можна додати файл із чек-листом.',
        'Опишите, как бы вы протестировали форму входа (логин и пароль). Можно приложить файл с чек-листом.',
        'Describe how you would test a login form (login and password). You may attach a file with a checklist.',
      ]),
      points: 3,
      answerSetting: 0,
    },
  ],
);

export const AGILE = exam(
  ['Agile та Scrum: основи', 'Agile и Scrum: основы', 'Agile and Scrum basics'],
  ['Ролі, події та цінності', 'Роли, события и ценности', 'Roles, events and values'],
  [
    one(
      ['Скільки зазвичай триває спринт у Scrum?', 'Сколько обычно длится спринт в Scrum?', 'How long does a Scrum sprint usually last?'],
      [
        ['Від 1 до 4 тижнів', 'От 1 до 4 недель', '1 to 4 weeks', '+'],
        ['Рівно один день', 'Ровно один день', 'Exactly one day'],
        ['Пів року', 'Полгода', 'Six months'],
        ['Поки не закінчаться задачі', 'Пока не закончатся задачи', 'Until the tasks run out'],
      ],
    ),
    one(
      ['Хто відповідає за беклог продукту?', 'Кто отвечает за бэклог продукта?', 'Who is accountable for the product backlog?'],
      [ok(same('Product Owner')), same('Scrum Master'), ['Команда розробки', 'Команда разработки', 'Developers'], ['Тестувальник', 'Тестировщик', 'The tester']],
    ),
    many(
      ['Які події є в Scrum?', 'Какие события есть в Scrum?', 'Which events are part of Scrum?'],
      [ok(same('Sprint Planning')), ok(same('Daily Scrum')), ok(same('Sprint Retrospective')), ['Щорічний аудит', 'Ежегодный аудит', 'Annual audit']],
    ),
    one(
      ['Що таке Definition of Done?', 'Что такое Definition of Done?', 'What is the Definition of Done?'],
      [
        ['Спільні критерії готовності інкременту', 'Общие критерии готовности инкремента', 'Shared criteria for when an increment is done', '+'],
        ['Список усіх дефектів', 'Список всех дефектов', 'A list of all defects'],
        ['Дата релізу', 'Дата релиза', 'The release date'],
        ['Підпис замовника на кожній задачі', 'Подпись заказчика на каждой задаче', "The customer's signature on every task"],
      ],
    ),
    one(
      ['Що з цього — цінність Agile-маніфесту?', 'Что из этого — ценность Agile-манифеста?', 'Which of these is an Agile Manifesto value?'],
      [
        [
          'Люди та взаємодія важливіші за процеси та інструменти',
          'Люди и взаимодействие важнее процессов и инструментов',
          'Individuals and interactions over processes and tools',
          '+',
        ],
        ['Документація важливіша за працюючий продукт', 'Документация важнее работающего продукта', 'Documentation over working software'],
        ['Дотримання плану важливіше за зміни', 'Следование плану важнее изменений', 'Following a plan over responding to change'],
        ['Контракт важливіший за співпрацю', 'Контракт важнее сотрудничества', 'Contract negotiation over collaboration'],
      ],
    ),
  ],
);

export const PERFORMANCE = exam(
  ['Вступ до тестування продуктивності', 'Введение в тестирование производительности', 'Introduction to performance testing'],
  ['Навантаження, метрики та інструменти', 'Нагрузка, метрики и инструменты', 'Load, metrics and tools'],
  [
    one(
      ['Що перевіряє навантажувальне тестування?', 'Что проверяет нагрузочное тестирование?', 'What does load testing check?'],
      [
        ['Поведінку під очікуваним навантаженням', 'Поведение под ожидаемой нагрузкой', 'Behaviour under the expected load', '+'],
        ['Зовнішній вигляд сторінок', 'Внешний вид страниц', 'How pages look'],
        ['Переклади інтерфейсу', 'Переводы интерфейса', 'UI translations'],
        ['Права доступу', 'Права доступа', 'Access rights'],
      ],
    ),
    one(
      ['Що означає p99 часу відповіді?', 'Что означает p99 времени ответа?', 'What does the p99 response time mean?'],
      [
        ['99% запитів виконались не довше', '99% запросов выполнились не дольше', '99% of requests took no longer than this', '+'],
        ['Середній час 99 запитів', 'Среднее время 99 запросов', 'The average of 99 requests'],
        ['Час 99-го запиту', 'Время 99-го запроса', 'The time of the 99th request'],
        ['Максимальний час', 'Максимальное время', 'The maximum time'],
      ],
    ),
    many(
      [
        'Які інструменти використовують для тестування продуктивності?',
        'Какие инструменты используют для тестирования производительности?',
        'Which tools are used for performance testing?',
      ],
      [ok(same('JMeter')), ok(same('k6')), ok(same('Gatling')), same('Jira')],
    ),
    one(
      [
        'Як називається тривалий тест помірним навантаженням для пошуку витоків памʼяті?',
        'Как называется долгий тест умеренной нагрузкой для поиска утечек памяти?',
        'What is a long moderate-load test that looks for memory leaks called?',
      ],
      [
        ['Тест на витривалість (soak)', 'Тест на выносливость (soak)', 'Soak (endurance) test', '+'],
        ['Димовий тест', 'Дымовой тест', 'Smoke test'],
        ['Пікове навантаження (spike)', 'Пиковая нагрузка (spike)', 'Spike test'],
        ['Модульний тест', 'Модульный тест', 'Unit test'],
      ],
    ),
    one(
      ['Що таке пропускна здатність (throughput)?', 'Что такое пропускная способность (throughput)?', 'What is throughput?'],
      [
        ['Кількість запитів, оброблених за одиницю часу', 'Количество запросов, обработанных за единицу времени', 'Requests handled per unit of time', '+'],
        ['Час відповіді одного запиту', 'Время ответа одного запроса', 'The response time of one request'],
        ['Кількість користувачів у базі', 'Количество пользователей в базе', 'The number of users in the database'],
        ['Розмір сторінки', 'Размер страницы', 'The size of a page'],
      ],
    ),
  ],
);
