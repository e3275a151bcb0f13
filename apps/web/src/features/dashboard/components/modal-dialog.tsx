import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A native modal dialog: focus stays inside, Escape closes it, and a click on the backdrop (the
 * dialog box itself, outside the inner panel) closes it too.
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  className = '',
  panelClassName = '',
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  className?: string;
  panelClassName?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={`bg-transparent p-0 backdrop:bg-stone-900/50 ${className}`}
    >
      {open ? (
        <div className={`bg-white text-stone-800 shadow-xl ${panelClassName}`}>{children}</div>
      ) : null}
    </dialog>
  );
}
