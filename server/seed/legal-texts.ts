// The legal pages the footer links to (SPEC §1 "A footer with legal links", §9 "footer links come
// from settings"; issue 10). Each is a setting `legalPage.<slug>` holding JSON
// {"ua"|"ru"|"en": {"title", "text"}}: plain text, paragraphs separated by an empty line, with
// {productName} and {supportEmail} filled from the settings of the same name
// (server/domain/settings.ts legalPage). Seeded once; an operator's edits of the rows stay.
// These are a training provider's ordinary terms: an operator replaces them with the texts
// its lawyers approve.

type Text = { title: string; text: string };
export type LegalTexts = Record<'ua' | 'ru' | 'en', Text>;

const paragraphs = (...lines: string[]) => lines.join('\n\n');

export const TERMS: LegalTexts = {
  ua: {
    title: 'Умови використання',
    text: paragraphs(
      'Ці умови регулюють користування навчальним порталом {productName} (далі — портал). Увійшовши на портал, ви погоджуєтеся з ними. Якщо ви не згодні з умовами, не користуйтеся порталом і повідомте нас на {supportEmail}.',
      'Обліковий запис. Доступ до порталу надається особисто слухачеві, зарахованому на курс. Не передавайте свій логін і пароль іншим людям і не дозволяйте їм складати тести замість вас. Якщо ви підозрюєте, що хтось дізнався ваш пароль, змініть його в профілі та напишіть нам.',
      'Тести. Складайте тести самостійно, у межах відведеного часу й кількості спроб, указаних на сторінці тесту. Перерви, якщо їх передбачено, не зупиняють закриття тесту за розкладом. Відповіді, збережені до завершення часу, зараховуються; есе перевіряє викладач, і до перевірки бали за них не нараховуються. Спроба списування або обходу обмежень може бути підставою для анулювання результату.',
      'Матеріали. Лекції, тести, записи та інші матеріали курсу призначені лише для вашого особистого навчання. Їх не можна копіювати, поширювати, публікувати чи продавати без письмової згоди {productName}.',
      'Оплата і сертифікати. Оплата курсів здійснюється відповідно до публічної оферти. Сертифікат видається, якщо виконано умови курсу; публічне посилання на ваші досягнення з’являється лише тоді, коли ви самі відкриєте до них доступ.',
      'Доступність. Ми прагнемо, щоб портал працював безперервно, але іноді проводимо технічні роботи; про заплановане перезавантаження портал попереджає заздалегідь. Ми не відповідаємо за перебої, спричинені вашим інтернет-з’єднанням або пристроєм.',
      'Зміни умов. Ми можемо оновлювати ці умови; нова редакція діє з моменту публікації на цій сторінці. Питання щодо умов надсилайте на {supportEmail}.',
    ),
  },
  ru: {
    title: 'Условия использования',
    text: paragraphs(
      'Эти условия регулируют пользование учебным порталом {productName} (далее — портал). Войдя на портал, вы соглашаетесь с ними. Если вы не согласны с условиями, не пользуйтесь порталом и сообщите нам по адресу {supportEmail}.',
      'Учётная запись. Доступ к порталу предоставляется лично слушателю, зачисленному на курс. Не передавайте свой логин и пароль другим людям и не позволяйте им проходить тесты вместо вас. Если вы подозреваете, что кто-то узнал ваш пароль, смените его в профиле и напишите нам.',
      'Тесты. Проходите тесты самостоятельно, в пределах отведённого времени и количества попыток, указанных на странице теста. Перерывы, если они предусмотрены, не останавливают закрытие теста по расписанию. Ответы, сохранённые до окончания времени, засчитываются; эссе проверяет преподаватель, и до проверки баллы за них не начисляются. Попытка списывания или обхода ограничений может стать основанием для аннулирования результата.',
      'Материалы. Лекции, тесты, записи и другие материалы курса предназначены только для вашего личного обучения. Их нельзя копировать, распространять, публиковать или продавать без письменного согласия {productName}.',
      'Оплата и сертификаты. Оплата курсов производится в соответствии с публичной офертой. Сертификат выдаётся, если выполнены условия курса; публичная ссылка на ваши достижения появляется только тогда, когда вы сами откроете к ним доступ.',
      'Доступность. Мы стремимся, чтобы портал работал без перерывов, но иногда проводим технические работы; о запланированной перезагрузке портал предупреждает заранее. Мы не отвечаем за сбои, вызванные вашим интернет-соединением или устройством.',
      'Изменение условий. Мы можем обновлять эти условия; новая редакция действует с момента публикации на этой странице. Вопросы об условиях присылайте на {supportEmail}.',
    ),
  },
  en: {
    title: 'Terms of use',
    text: paragraphs(
      'These terms govern the use of the {productName} training portal (the portal). By logging in to the portal you accept them. If you do not accept them, do not use the portal and let us know at {supportEmail}.',
      'Your account. Access to the portal is given personally to a trainee enrolled on a course. Do not share your login and password with anyone, and do not let anyone take tests in your place. If you think someone knows your password, change it in your profile and write to us.',
      'Tests. Take tests on your own, within the time and the number of attempts shown on the test’s page. Breaks, where a test allows them, do not stop the test from closing on schedule. Answers saved before the time runs out count; essays are marked by a tutor and score no points until they are reviewed. Cheating or getting around the limits may lead to a result being cancelled.',
      'Course materials. Lectures, tests, recordings and other course materials are for your own learning only. They may not be copied, shared, published or sold without the written consent of {productName}.',
      'Payment and certificates. Courses are paid for under the public offer. A certificate is issued when the course’s conditions are met; a public link to your achievements exists only once you choose to share them.',
      'Availability. We aim to keep the portal running without interruption, but maintenance is sometimes needed; the portal warns in advance of a planned restart. We are not responsible for interruptions caused by your internet connection or device.',
      'Changes. We may update these terms; a new version applies from the moment it is published on this page. Questions about these terms: {supportEmail}.',
    ),
  },
};

export const PRIVACY: LegalTexts = {
  ua: {
    title: 'Політика конфіденційності',
    text: paragraphs(
      'Ця політика пояснює, які персональні дані обробляє {productName} як навчальний заклад, для чого і як довго, а також які права ви маєте. Ми обробляємо дані відповідно до Закону України «Про захист персональних даних» і, коли він застосовується, Загального регламенту ЄС про захист даних (GDPR).',
      'Які дані ми обробляємо. Дані облікового запису (прізвище, ім’я, по батькові, дата народження, номер телефону, e-mail, фото профілю); дані навчання (заявки, курси й групи, відвідування, відповіді на тести, есе та завантажені файли, бали, сертифікати, відповіді на опитування); технічні дані (cookie сеансу та мови, IP-адреса під час входу — для захисту від підбору пароля).',
      'Для чого. Щоб надавати навчальні послуги за договором: вести ваш обліковий запис, проводити тести й оцінювати їх, видавати сертифікати, повідомляти про заняття та новини курсу, приймати оплату. Дані для захисту порталу ми обробляємо на підставі законного інтересу, а публічну сторінку досягнень — лише за вашою згодою, яку можна відкликати.',
      'Кому ми їх передаємо. Платіжному провайдеру — лише дані, потрібні для оплати курсу; постачальнику чату підтримки — те, що ви самі напишете в чаті. Ми не продаємо персональні дані й не передаємо їх для реклами.',
      'Як довго. Дані облікового запису й навчання зберігаються, поки триває навчання, і ще три роки після нього, щоб підтверджувати видані сертифікати; сеанс завершується через 12 годин бездіяльності. Після цього дані видаляються або знеособлюються.',
      'Cookie. Портал використовує лише необхідні cookie: сеансу (щоб ви залишалися в системі) і мови інтерфейсу. Чат підтримки, якщо його увімкнено, може встановлювати власні cookie.',
      'Ваші права. Ви можете дізнатися, які дані про вас ми маємо, виправити їх, вимагати видалення чи обмеження обробки, заперечити проти обробки, відкликати згоду та подати скаргу Уповноваженому Верховної Ради України з прав людини. Пишіть на {supportEmail}: ми відповімо протягом 30 днів.',
    ),
  },
  ru: {
    title: 'Политика конфиденциальности',
    text: paragraphs(
      'Эта политика объясняет, какие персональные данные обрабатывает {productName} как учебное заведение, для чего и как долго, а также какие у вас есть права. Мы обрабатываем данные в соответствии с Законом Украины «О защите персональных данных» и, когда он применяется, Общим регламентом ЕС по защите данных (GDPR).',
      'Какие данные мы обрабатываем. Данные учётной записи (фамилия, имя, отчество, дата рождения, номер телефона, e-mail, фото профиля); данные обучения (заявки, курсы и группы, посещаемость, ответы на тесты, эссе и загруженные файлы, баллы, сертификаты, ответы на опросы); технические данные (cookie сеанса и языка, IP-адрес при входе — для защиты от подбора пароля).',
      'Для чего. Чтобы оказывать учебные услуги по договору: вести вашу учётную запись, проводить тесты и оценивать их, выдавать сертификаты, сообщать о занятиях и новостях курса, принимать оплату. Данные для защиты портала мы обрабатываем на основании законного интереса, а публичную страницу достижений — только с вашего согласия, которое можно отозвать.',
      'Кому мы их передаём. Платёжному провайдеру — только данные, нужные для оплаты курса; поставщику чата поддержки — то, что вы сами напишете в чате. Мы не продаём персональные данные и не передаём их для рекламы.',
      'Как долго. Данные учётной записи и обучения хранятся, пока идёт обучение, и ещё три года после него, чтобы подтверждать выданные сертификаты; сеанс завершается через 12 часов бездействия. После этого данные удаляются или обезличиваются.',
      'Cookie. Портал использует только необходимые cookie: сеанса (чтобы вы оставались в системе) и языка интерфейса. Чат поддержки, если он включён, может устанавливать собственные cookie.',
      'Ваши права. Вы можете узнать, какие данные о вас у нас есть, исправить их, потребовать удаления или ограничения обработки, возразить против обработки, отозвать согласие и подать жалобу Уполномоченному Верховной Рады Украины по правам человека. Пишите на {supportEmail}: мы ответим в течение 30 дней.',
    ),
  },
  en: {
    title: 'Privacy policy',
    text: paragraphs(
      'This policy explains which personal data {productName} processes as a training provider, why and for how long, and what your rights are. We process data under the Law of Ukraine "On Personal Data Protection" and, where it applies, the EU General Data Protection Regulation (GDPR).',
      'What we process. Account data (surname, name, patronymic, date of birth, phone number, e-mail, profile photo); learning data (applications, courses and groups, attendance, test answers, essays and uploaded files, scores, certificates, survey answers); technical data (session and language cookies, the IP address at login, to protect against password guessing).',
      'Why. To provide the training under our contract with you: to keep your account, run and mark tests, issue certificates, tell you about lessons and course news, and take payments. Data used to protect the portal is processed in our legitimate interest; your public achievements page only with your consent, which you can withdraw.',
      'Who receives it. The payment provider receives only what is needed to pay for a course; the support chat provider receives what you write in the chat. We do not sell personal data or share it for advertising.',
      'How long. Account and learning data are kept while you study and for three years afterwards, so that issued certificates can be confirmed; a session ends after 12 hours without activity. The data is then deleted or anonymised.',
      'Cookies. The portal uses only necessary cookies: the session (to keep you logged in) and the interface language. The support chat, where enabled, may set cookies of its own.',
      'Your rights. You may ask which data we hold about you, have it corrected, ask for it to be deleted or its processing restricted, object to processing, withdraw consent, and complain to the Ukrainian Parliament Commissioner for Human Rights. Write to {supportEmail}: we answer within 30 days.',
    ),
  },
};

export const OFFER: LegalTexts = {
  ua: {
    title: 'Публічна оферта',
    text: paragraphs(
      'Ця публічна оферта — пропозиція {productName} укласти договір про надання освітніх послуг з будь-якою особою, яка її прийме. Оферта прийнята, коли ви оплатили курс через портал; з цього моменту договір укладено на умовах, викладених тут і в Умовах використання.',
      'Послуги. Доступ до занять, матеріалів і тестів обраного курсу на строк, указаний на сторінці курсу, перевірка завдань і, якщо умови курсу виконано, сертифікат. Вартість і валюта зазначені на сторінці оплати й не змінюються після оплати.',
      'Повернення коштів. До початку навчання групи кошти повертаються в повному обсязі; після початку — пропорційно до невикористаної частини курсу, на підставі вашої заяви на {supportEmail}. Повернення здійснюється на картку, з якої було сплачено, протягом 14 днів.',
      'Реквізити та зв’язок. Усі питання щодо договору надсилайте на {supportEmail}. Спори вирішуються шляхом переговорів, а якщо їх не вдалося врегулювати, — відповідно до законодавства України.',
    ),
  },
  ru: {
    title: 'Публичная оферта',
    text: paragraphs(
      'Эта публичная оферта — предложение {productName} заключить договор об оказании образовательных услуг с любым лицом, которое её примет. Оферта принята, когда вы оплатили курс через портал; с этого момента договор заключён на условиях, изложенных здесь и в Условиях использования.',
      'Услуги. Доступ к занятиям, материалам и тестам выбранного курса на срок, указанный на странице курса, проверка заданий и, если условия курса выполнены, сертификат. Стоимость и валюта указаны на странице оплаты и не меняются после оплаты.',
      'Возврат средств. До начала обучения группы средства возвращаются полностью; после начала — пропорционально неиспользованной части курса, на основании вашего заявления на {supportEmail}. Возврат производится на карту, с которой была оплата, в течение 14 дней.',
      'Реквизиты и связь. Все вопросы по договору присылайте на {supportEmail}. Споры решаются путём переговоров, а если их не удалось урегулировать, — в соответствии с законодательством Украины.',
    ),
  },
  en: {
    title: 'Public offer',
    text: paragraphs(
      'This public offer is a proposal by {productName} to enter into a contract for educational services with anyone who accepts it. The offer is accepted when you pay for a course through the portal; from then on the contract is concluded on the terms set out here and in the Terms of use.',
      'Services. Access to the lessons, materials and tests of the chosen course for the period shown on the course page, marking of assignments and, when the course’s conditions are met, a certificate. The price and currency are shown on the payment page and do not change after payment.',
      'Refunds. Before the group starts, the full amount is refunded; after it starts, the unused part of the course, on your request to {supportEmail}. Refunds go to the card that paid, within 14 days.',
      'Contact. Send any question about the contract to {supportEmail}. Disputes are settled by negotiation and, failing that, under the law of Ukraine.',
    ),
  },
};

/** The settings rows: `legalPage.<slug>` as JSON; the footer links (defaults.ts) point at /legal/<slug>. */
export const LEGAL_PAGE_SETTINGS: Record<string, string> = {
  'legalPage.terms': JSON.stringify(TERMS),
  'legalPage.privacy': JSON.stringify(PRIVACY),
  'legalPage.offer': JSON.stringify(OFFER),
};
