import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { InvitationSectionId } from '@kabar/shared';
import { PageShell } from '@/components/ui/page-shell';
import { paths } from '@/config/paths';
import { getInvitation } from '../api/get-flow-start';
import { updateSectionOrder } from '../api/update-section-order';
import { readSelectedThemeId } from '../lib/flow-storage';
import { useFlowEditor } from '../lib/use-flow-editor';
import { primaryButton, secondaryButton } from './editor-frame';
import { FlowGate, type FlowContext } from './flow-gate';
import { FlowLoading, FlowMessage } from './flow-message';
import { SectionOrderList } from './section-order-list';

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <PageShell
      width="narrow"
      title="Atur Sesuai Keinginan Anda"
      description="Seret bagian dari pegangannya, atau pilih pegangan dengan Tab lalu tekan spasi dan panah atas atau bawah."
    >
      {children}
    </PageShell>
  );
}

/** In the flow: the order travels with the draft and is saved with the configuration. */
function FlowOrder({ initial, plan }: FlowContext) {
  const navigate = useNavigate();
  const editor = useFlowEditor(initial);
  async function done() {
    await editor.flush();
    window.scrollTo({ top: 0 });
    navigate(paths.dashboard.weddingDetails.getHref());
  }
  return (
    <Frame>
      <div>
        <SectionOrderList
          order={editor.state.sectionOrder}
          content={editor.state.step3}
          plan={plan}
          onChange={editor.setSectionOrder}
        />
      </div>
      <div className="mt-6 flex justify-end">
        <button type="button" onClick={() => void done()} className={primaryButton}>
          Selesai
        </button>
      </div>
    </Frame>
  );
}

/** From the invitation's card: the order of the saved invitation, saved straight away. */
function InvitationOrder({ invitationId }: { invitationId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const invitation = useQuery({
    queryKey: ['invitations', invitationId],
    queryFn: () => getInvitation(invitationId),
    staleTime: 0,
  });
  const [order, setOrder] = useState<InvitationSectionId[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (invitation.isPending) return <FlowLoading text="Memuat undangan..." />;
  if (invitation.isError) return <FlowMessage message={invitation.error.message} retry />;
  const current = order ?? invitation.data.section_order;

  async function save() {
    setSaving(true);
    setError(null);
    try {
      await updateSectionOrder(invitationId, current);
      await queryClient.invalidateQueries({ queryKey: ['invitations'] });
      window.scrollTo({ top: 0 });
      navigate(paths.dashboard.setTheme.getHref());
    } catch (failure) {
      setError((failure as Error).message);
      setSaving(false);
    }
  }

  return (
    <Frame>
      <div>
        <SectionOrderList
          order={current}
          content={invitation.data.content}
          plan={invitation.data.plan}
          onChange={setOrder}
        />
      </div>
      {error ? (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex justify-between gap-3">
        <button type="button" onClick={() => navigate(-1)} className={secondaryButton}>
          Batal
        </button>
        <button
          type="button"
          disabled={saving}
          onClick={() => void save()}
          className={primaryButton}
        >
          {saving ? 'Menyimpan...' : 'Selesai'}
        </button>
      </div>
    </Frame>
  );
}

/** /dashboard/adjust-form: the sections the invitation shows, in the couple's order (?invitation={id} from a card). */
export function AdjustFormPage() {
  const [params] = useSearchParams();
  const invitationId = params.get('invitation');
  if (invitationId) return <InvitationOrder invitationId={invitationId} />;
  const themeId = readSelectedThemeId();
  if (themeId === null) return <FlowMessage message="Theme ID tidak ditemukan" />;
  return (
    <FlowGate key={themeId} themeId={themeId} fresh={false} configFallback>
      {(context) => <FlowOrder {...context} />}
    </FlowGate>
  );
}
