import { NoPageHere } from '../../ui/not-there.tsx';

// SPEC §2 "Any other path shows a page-not-found message".
export default function NotFoundPage() {
  return <NoPageHere />;
}
