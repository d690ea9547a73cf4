import { useEffect, useRef, useSyncExternalStore } from 'react';
import { closeDialog, getDialogs, subscribeDialogs } from '../lib/dialogs';

/** Renders the oldest open dialog as a modal overlay; its accessible name is its title. */
export function DialogHost() {
  const dialogs = useSyncExternalStore(subscribeDialogs, getDialogs, getDialogs);
  const dialog = dialogs[0];
  const firstButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (dialog) firstButton.current?.focus();
  }, [dialog]);

  if (!dialog) return null;
  const titleId = `ff-dialog-title-${dialog.id}`;
  const textId = `ff-dialog-text-${dialog.id}`;
  return (
    <div className="ff-overlay">
      <div
        className="ff-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        <h2 id={titleId} className="ff-dialog-title">
          {dialog.title}
        </h2>
        <p id={textId}>{dialog.text}</p>
        <div className="ff-dialog-actions">
          {dialog.buttons.map((label, index) => (
            <button
              key={label}
              ref={index === dialog.buttons.length - 1 ? firstButton : undefined}
              type="button"
              className={index === dialog.buttons.length - 1 ? 'ff-button' : 'ff-button ff-button-secondary'}
              onClick={() => closeDialog(dialog.id, label)}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
