import type { ReactNode } from 'react';
import { Modal } from '../../ui/modal.tsx';
import { button } from '../../ui/button.css.ts';

// A confirmation driven by a machine state: the state is the dialog (open while the
// machine is in it), the buttons send the machine's events. Built on the shared Modal
// (role=alertdialog, focus kept inside, Escape = the cancelling choice).
export interface DialogChoice {
  label: string;
  onClick: () => void;
  primary?: boolean;
}

export function ExamDialog({ title, children, choices, onEscape }: { title: string; children: ReactNode; choices: DialogChoice[]; onEscape: () => void }) {
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
