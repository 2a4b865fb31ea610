import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';

// Which shell menu is open: at most one. SPEC §2 "Sidebar and mobile menus close on
// navigation": an open state belongs to the location where it was opened.
export type MenuId = 'drawer' | 'profile' | 'news' | 'inquirers' | 'language';

export function useShellMenus() {
  const [location] = useLocation();
  const [state, setState] = useState<{ open: MenuId | null; at: string }>({ open: null, at: location });
  const open = state.at === location ? state.open : null;
  const setMenu = useCallback(
    (id: MenuId, isOpen: boolean) =>
      setState((current) => {
        const currentOpen = current.at === location ? current.open : null;
        return { at: location, open: isOpen ? id : currentOpen === id ? null : currentOpen };
      }),
    [location],
  );
  const close = useCallback(() => setState({ open: null, at: location }), [location]);
  return { open, setMenu, close };
}

export type ShellMenus = ReturnType<typeof useShellMenus>;
