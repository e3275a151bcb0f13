import { useState } from 'react';
import { Eye } from 'lucide-react';
import type { LivePreviewInput } from '@kabar/shared/invitation-api';
import { InvitationPreviewFrame } from '@/components/preview/invitation-preview-frame';
import { Dialog } from '@/components/ui/dialog';

/**
 * Beside the form on a wide screen, one tap away on a phone: the invitation as guests will see it,
 * redrawn as the couple types.
 */
export function LivePreviewPanel({ input }: { input: LivePreviewInput }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <aside aria-label="Pratinjau undangan" className="hidden lg:block">
        <div className="sticky top-6">
          <p className="mb-2 text-xs font-semibold uppercase tracking-widest text-stone-500">
            Pratinjau langsung
          </p>
          <InvitationPreviewFrame
            input={input}
            title="Pratinjau undangan"
            className="h-[760px] w-[390px] rounded-[2rem] shadow-lg ring-8 ring-stone-900"
          />
        </div>
      </aside>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="fixed bottom-5 right-5 z-30 inline-flex items-center gap-2 rounded-full bg-stone-900 px-5 py-3 text-sm font-semibold text-white shadow-lg lg:hidden"
      >
        <Eye className="size-4" aria-hidden="true" />
        Pratinjau
      </button>
      {open ? (
        <Dialog wide title="Pratinjau undangan" onClose={() => setOpen(false)}>
          <InvitationPreviewFrame
            input={input}
            title="Pratinjau undangan"
            className="h-[78vh] w-full"
          />
        </Dialog>
      ) : null}
    </>
  );
}
