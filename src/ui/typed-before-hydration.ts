import { useEffect, useRef } from 'react';

/**
 * On a page the server rendered (issue 14), what was typed before the app ran is in the field
 * but not in the machine: hydration keeps the text and tells no one, and the next render
 * would put the machine's value back. Once hydrated, a field whose text differs from its value
 * hands the text over, as if just typed (autofill too; a phone keyboard's composed text, which
 * the input guard cannot hold back). Give the returned ref to the field.
 */
export function useTypedBeforeHydration<Field extends HTMLInputElement | HTMLTextAreaElement>(value: string, onValueChange: (value: string) => void) {
  const ref = useRef<Field>(null);
  const first = useRef({ value, onValueChange });
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== first.current.value) first.current.onValueChange(typed);
  }, []);
  return ref;
}
