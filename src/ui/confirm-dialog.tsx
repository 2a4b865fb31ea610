import type { ReactNode } from 'react';
import { Modal } from './modal.tsx';
import { button } from './button.css.ts';

// The one confirm dialog of the pages (SPEC §1 shared dialogs), driven by a machine state:
// the state is the dialog (open while the machine is in it), the buttons send the machine's
// events. Built on the shared Modal (role=alertdialog, focus kept inside, Escape = the
// cancelling choice). Focus starts on the `safe` choice when there is one (stay, continue,
// cancel: Enter on the opened dialog never ends anything), else on the primary one; an
// irreversible choice (`ending`: finish, leave, start an attempt) is styled as a warning,
// never as the primary button (issue 10 item 3).
export interface DialogChoice {
  label: string;
  onClick: () => void;
  primary?: boolean;
  /** The choice that keeps things as they are: it takes the focus. */
  safe?: boolean;
  /** An irreversible choice: warning style, never the default. */
  ending?: boolean;
}

const styleOf = (choice: DialogChoice) => (choice.ending ? button.warning : choice.primary ? button.primary : button.secondary);

export function ConfirmDialog({ title, children, choices, onEscape }: { title: string; children: ReactNode; choices: DialogChoice[]; onEscape: () => void }) {
  const focused = choices.find((choice) => choice.safe) ?? choices.find((choice) => choice.primary && !choice.ending);
  return (
    <Modal
      role="alertdialog"
      tone="confirm"
      title={title}
      onEscape={onEscape}
      actions={choices.map((choice) => (
        <button
          key={choice.label}
          type="button"
          className={styleOf(choice)}
          onClick={choice.onClick}
          data-autofocus={choice === focused ? true : undefined}
          data-choice={choice.ending ? 'ending' : choice.safe ? 'safe' : undefined}
        >
          {choice.label}
        </button>
      ))}
    >
      {children}
    </Modal>
  );
}
