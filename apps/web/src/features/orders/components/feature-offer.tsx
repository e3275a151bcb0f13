import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { featuresToOffer, type PlanId } from '@kabar/shared';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useOwnInvitation, useTurnOnFeatures } from '../api/feature-offer';

const buttonClass =
  'inline-flex justify-center rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60';

/**
 * After a plan is paid: the paid sections it opened that the couple's invitation does not show
 * yet, with one button to switch on those ready to show and a way to fill in the rest.
 */
export function FeatureOffer({ plan }: { plan: PlanId }) {
  const invitation = useOwnInvitation(true);
  const turnOn = useTurnOnFeatures();
  if (!invitation.data) return null;
  const offers = featuresToOffer(invitation.data.content, plan);
  if (!offers.length) return null;
  const ready = offers.filter((offer) => offer.ready);
  const later = offers.filter((offer) => !offer.ready);
  const id = invitation.data.id;

  return (
    <section
      aria-labelledby="feature-offer-title"
      data-testid="feature-offer"
      className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-200"
    >
      <h2
        id="feature-offer-title"
        className="flex items-center gap-2 font-serif text-xl text-stone-900"
      >
        <Sparkles className="size-5 text-brand-700" aria-hidden="true" />
        Fitur baru siap di undanganmu
      </h2>
      {ready.length ? (
        <>
          <p className="mt-2 text-sm text-stone-700">
            {ready.map((offer) => offer.label).join(', ')} belum tampil di undanganmu. Nyalakan
            sekarang supaya tamu bisa memakainya.
          </p>
          <button
            type="button"
            disabled={turnOn.isPending}
            onClick={() =>
              turnOn.mutate(
                { invitationId: id, switches: ready.map((offer) => offer.key) },
                {
                  onSuccess: () => toast.success('Fitur dinyalakan di undanganmu.'),
                  onError: (failure) => toast.error(failure.message),
                },
              )
            }
            className={`${buttonClass} mt-4`}
          >
            {turnOn.isPending
              ? 'Menyalakan...'
              : `Nyalakan ${ready.map((o) => o.label).join(' & ')}`}
          </button>
        </>
      ) : null}
      {later.length ? (
        <p className="mt-4 text-sm text-stone-700">
          {later.map((offer) => offer.label).join(' dan ')} perlu diisi dulu (lagu atau rekening).{' '}
          <Link
            to={paths.dashboard.themeConfigStep3.getHref(invitation.data.theme_id)}
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            Lengkapi di editor
          </Link>
        </p>
      ) : null}
    </section>
  );
}
