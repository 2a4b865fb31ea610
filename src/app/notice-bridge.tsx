import { useEffect, useRef } from 'react';
import { useServices, useSession } from './services.tsx';
import { openDialog } from './dialogs.ts';

// SPEC §2/§8 "Logged-in user opening confirmEmail or entry: error asking to log out
// first": the session's 'logoutFirst' notice opens the error dialog; closing it
// dismisses the notice. ('sessionExpired' shows on the login page itself.)
export function NoticeBridge() {
  const { dialogs } = useServices();
  const { notice, onDismissNotice } = useSession();
  const shown = useRef(false);
  useEffect(() => {
    if (notice !== 'logoutFirst' || shown.current) return;
    shown.current = true;
    void openDialog(dialogs, 'error', { code: 'logoutFirst' }).then(() => {
      shown.current = false;
      onDismissNotice();
    });
  }, [notice, dialogs, onDismissNotice]);
  return null;
}
