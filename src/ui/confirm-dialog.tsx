import type { ReactNode } from 'react';
import { Modal } from './modal.tsx';
import { button } from './button.css.ts';

// The one confirm dialog of the pages (SPEC §1 shared dialogs), driven by a machine state:
// the state is the dialog (open while the machine is in it), the buttons send the machine's
// events. Built on the shared Modal (role=alertdialog, focus kept inside, Escape = the
// cancelling choice); the primary choice is styled primary and takes the focus.
export interface DialogChoice {
  label: string;
  onClick: () => void;
  primary?: boolean;
}

export function ConfirmDialog({ title, children, choices, onEscape }: { title: string; children: ReactNode; choices: DialogChoice[]; onEscape: () => void }) {
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
          className={choice.primary ? button.primary : button.secondary}
          onClick={choice.onClick}
          data-autofocus={choice.primary ? true : undefined}
        >
          {choice.label}
        </button>
      ))}
    >
      {children}
    </Modal>
  );
}
