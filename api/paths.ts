// SPEC §7 call paths used by both sides. Extra calls not in SPEC are marked and listed in docs/api.md.
export const paths = {
  common: '/api/common',
  languages: '/api/common/language',
  language: (id: string) => `/api/common/language/${id}`,
  login: '/api/common/login',
  logout: '/api/common/logout',
  main: '/api/main',
  info: '/api/main/info', // not in SPEC §7: FAQ + course contacts of the info panel
  alerts: '/api/main/alerts',
  profile: '/api/profile',
  userpic: '/api/profile/userpic.jpg',
  news: '/api/news',
  newsViewed: '/api/news/viewed',
} as const;
