import { useEffect } from 'react';

// SPEC §1 "A chat widget script is loaded from a setting, except on the preview and
// achievements pages". Injected once; on those pages it is not loaded, and a script
// injected earlier is taken out of the page again.
export const CHAT_SCRIPT_ID = 'chat-widget-script';
const EXCLUDED = /^\/(preview|achievements)(\/|$)/;

export function chatWidgetAllowed(path: string): boolean {
  return !EXCLUDED.test(path);
}

export function useChatWidget(url: string, path: string): void {
  const wanted = url !== '' && chatWidgetAllowed(path);
  useEffect(() => {
    const existing = document.getElementById(CHAT_SCRIPT_ID);
    if (wanted && !existing) {
      const script = document.createElement('script');
      script.id = CHAT_SCRIPT_ID;
      script.src = url;
      script.async = true;
      document.body.appendChild(script);
    } else if (!wanted && existing) {
      existing.remove();
    }
  }, [wanted, url]);
}
