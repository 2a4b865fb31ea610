// The top bar reads the session's news store (src/features/news/news-store.tsx), the same one
// the news panels and pages read, so its unread indicator follows news opened anywhere.
export { useNews } from '../../features/news/news-store.tsx';
