import { useEffect, useId, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { keepTabInside } from '@/components/layout/keep-tab-inside';

/**
 * The app's one modal, on the browser's own <dialog>: showModal() keeps focus inside and makes the
 * page behind inert, Escape, the close button and the backdrop close it, the title names it, and
 * focus returns to what had it when the dialog goes away (also when it is unmounted while open,
 * which the browser's own return does not cover).
 */
export function Dialog({
  title,
  description,
  onClose,
  children,
  open = true,
  wide = false,
  className = '',
  testId,
  island,
}: {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  open?: boolean;
  /**
   * Room for a preview or a list: a bottom sheet on phones, wider from sm up. The default, a
   * centred box, suits a question or a short form.
   */
  wide?: boolean;
  /** Placement of the box when a dialog sits somewhere else, such as beside the sidebar. */
  className?: string;
  testId?: string;
  /** Names the dialog for the public pages' islands, which open and fill it themselves. */
  island?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // An island's dialog keeps the place for the description it fills in.
  const described = Boolean(description) || island !== undefined;

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    if (!dialog.open) dialog.showModal();
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (dialog.open) dialog.close();
      previous?.focus({ preventScroll: true });
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={described ? descriptionId : undefined}
      data-testid={testId}
      data-island={island}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      // A modal <dialog> lets Tab leave for the browser's own controls; ours wrap instead.
      onKeyDown={(event) => keepTabInside(event, event.currentTarget)}
      className={`max-h-[92vh] overflow-y-auto bg-white p-0 text-stone-800 shadow-xl backdrop:bg-stone-900/50 ${
        className ||
        (wide
          ? 'm-0 mt-auto w-full max-w-none rounded-t-3xl sm:m-auto sm:max-w-lg sm:rounded-3xl'
          : 'm-auto w-[calc(100%-2rem)] max-w-md rounded-3xl')
      }`}
    >
      <div className="sticky top-0 z-10 flex items-start justify-between gap-4 bg-white px-6 pb-2 pt-6">
        <div className="min-w-0">
          <h2 id={titleId} data-slot="title" className="font-serif text-2xl text-stone-900">
            {title}
          </h2>
          {described ? (
            <div id={descriptionId} data-slot="description" className="mt-1 text-sm text-stone-600">
              {description}
            </div>
          ) : null}
        </div>
        <button
          type="button"
          onClick={onClose}
          data-action="dialog-close"
          aria-label="Tutup"
          className="-mr-2 rounded-full p-2 text-stone-500 hover:bg-stone-100"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <div className="px-6 pb-6 pt-2">{children}</div>
    </dialog>
  );
}
