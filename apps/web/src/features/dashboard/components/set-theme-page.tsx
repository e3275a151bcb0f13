import { LoaderCircle } from 'lucide-react';
import { PageShell } from '@/components/ui/page-shell';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PLANS, type Theme } from '@kabar/shared';
import {
  displayAddress,
  invitationShareTitle,
  invitationUrl,
} from '@kabar/shared/invitation-address';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site-config';
import { catalogueCounter, isFiltered, queryThemes } from '@/lib/catalogue-filter';
import { useThemeQuery } from '@/lib/use-theme-query';
import { ThemeFilters } from '@/components/theme/theme-filters';
import { useMyInvitations } from '../api/get-invitations';
import { useUserThemes } from '../api/get-user-themes';
import { LockedThemeCard } from './locked-theme-card';
import { OwnedThemeCard } from './owned-theme-card';
import { HelpingInvitations } from './helping-invitations';
import { ShareDialog } from './share-dialog';
import { SwitchThemeDialog } from './switch-theme-dialog';

/** What the editor hands over after a save: the link to show in the toast. */
interface SetThemeState {
  savedSlug?: string;
}

function SectionHeading({ id, title, count }: { id: string; title: string; count: number }) {
  return (
    <h2 id={id} className="flex items-center gap-3 font-serif text-2xl text-stone-900">
      {title}
      <span className="rounded-full bg-brand-100 px-2.5 py-0.5 font-sans text-sm font-bold text-brand-800">
        {count}
      </span>
    </h2>
  );
}

const grid = 'mt-5 grid gap-6 sm:grid-cols-2 xl:grid-cols-3';

/** `paths.dashboard.useTheme`: start using that theme, warned if it changes a live look. */
const USE_THEME_PARAM = 'pakai';

export function SetThemePage() {
  const themes = useUserThemes();
  const mine = useMyInvitations();
  const location = useLocation();
  const navigate = useNavigate();
  const savedSlug = (location.state as SetThemeState | null)?.savedSlug ?? null;
  const [sharing, setSharing] = useState<{ title: string; url: string } | null>(null);
  const [query, setQuery] = useThemeQuery();
  const [switchingTo, setSwitchingTo] = useState<Theme | null>(null);
  // The couple's own invitation, in whatever theme it is shown (decision 015).
  const own = mine.data?.invitations.find((i) => i.role === 'owner') ?? null;

  // 'Pakai Tema' from the order's finish page: the same warned switch as a card here (issue 33).
  const [params] = useSearchParams();
  const chosen = Number(params.get(USE_THEME_PARAM)) || null;
  const chosenTheme = themes.data?.owned.find((theme) => theme.theme_id === chosen) ?? null;
  const switchesLook = !!chosenTheme && !!own && own.theme_id !== chosenTheme.theme_id;
  useEffect(() => {
    if (!chosenTheme || mine.isPending || switchesLook) return;
    void navigate(paths.dashboard.personalInformation.getHref(chosenTheme.theme_id));
  }, [chosenTheme, mine.isPending, switchesLook, navigate]);
  const confirming = switchingTo ?? (switchesLook ? chosenTheme : null);

  useEffect(() => {
    if (!savedSlug) return;
    const url = invitationUrl(savedSlug, siteConfig);
    toast.success('Undangan berhasil disimpan! Link undanganmu:', {
      href: url,
      label: displayAddress(url),
    });
    // Shown once: going back to this entry must not announce the save again.
    void navigate('.', { replace: true, state: null });
  }, [savedSlug, navigate]);

  let body;
  if (themes.isPending) {
    body = (
      <div role="status" className="flex items-center justify-center gap-3 py-24 text-stone-600">
        <LoaderCircle className="size-8 animate-spin text-brand-600" aria-hidden="true" />
        Memuat tema...
      </div>
    );
  } else if (themes.isError) {
    body = (
      <div role="alert" className="rounded-2xl bg-red-50 p-6 text-center text-red-800">
        <p>Error: {themes.error.message}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-3 rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
        >
          Coba Lagi
        </button>
      </div>
    );
  } else {
    const { plan } = themes.data;
    const all = [...themes.data.owned, ...themes.data.not_owned];
    const owned = queryThemes(themes.data.owned, query);
    const notOwned = queryThemes(themes.data.not_owned, query);
    const drafts = mine.data?.draftThemeIds ?? new Set<number>();
    body = (
      <>
        {mine.data ? <HelpingInvitations invitations={mine.data.invitations} /> : null}
        <p className="mt-4 text-sm text-stone-600">
          Paket kamu: <strong className="text-stone-900">{PLANS[plan].name}</strong>
        </p>
        <div className="mt-6">
          <ThemeFilters
            themes={all}
            query={query}
            onChange={setQuery}
            counter={catalogueCounter(owned.length + notOwned.length, all.length)}
          />
        </div>
        {mine.isError ? (
          <p role="alert" className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
            Undanganmu belum dapat dimuat: {mine.error.message}
          </p>
        ) : null}
        {isFiltered(query) && owned.length + notOwned.length === 0 ? (
          <div className="mt-8 rounded-2xl bg-white p-8 text-center ring-1 ring-stone-200">
            <p className="text-stone-700">Tidak ada tema yang cocok dengan pilihanmu.</p>
            <button
              type="button"
              onClick={() => setQuery({ tier: 'semua', tags: {}, search: '' })}
              className="mt-4 rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
            >
              Lihat semua tema
            </button>
          </div>
        ) : null}
        <section aria-labelledby="owned-heading" className="mt-8">
          <SectionHeading id="owned-heading" title="Tema yang Dimiliki" count={owned.length} />
          {owned.length === 0 ? (
            <div className="mt-5 rounded-2xl bg-white p-8 text-center ring-1 ring-stone-200">
              <p className="font-serif text-xl text-stone-900">Belum Ada Tema</p>
              <p className="mt-1 text-sm text-stone-600">Pilih tema premium di bawah ini.</p>
              <button
                type="button"
                onClick={() =>
                  document.getElementById('tema-premium')?.scrollIntoView({ behavior: 'smooth' })
                }
                className="mt-4 rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
              >
                Lihat Tema Premium
              </button>
            </div>
          ) : (
            <div className={grid}>
              {owned.map((theme) => {
                const invitation = own?.theme_id === theme.theme_id ? own : undefined;
                // Only the couple's own link is theirs to share; a theme's demo is another
                // couple's invitation (issue 33).
                const url = invitation?.slug ? invitationUrl(invitation.slug, siteConfig) : null;
                const title = invitation ? invitationShareTitle(invitation.content) : '';
                return (
                  <OwnedThemeCard
                    key={theme.theme_id}
                    theme={theme}
                    invitation={invitation}
                    hasDraft={drafts.has(theme.theme_id)}
                    onShare={url ? () => setSharing({ title, url }) : null}
                    onSwitch={own ? () => setSwitchingTo(theme) : null}
                  />
                );
              })}
            </div>
          )}
        </section>
        <section id="tema-premium" aria-labelledby="premium-heading" className="mt-12 scroll-mt-20">
          <SectionHeading id="premium-heading" title="Tema Premium" count={notOwned.length} />
          {notOwned.length === 0 ? (
            <p className="mt-5 rounded-2xl bg-white p-8 text-center font-serif text-xl text-stone-900 ring-1 ring-stone-200">
              Tidak Ada Tema Premium
            </p>
          ) : (
            <div className={grid}>
              {notOwned.map((theme) => (
                <LockedThemeCard key={theme.theme_id} theme={theme} hasInvitation={!!own} />
              ))}
            </div>
          )}
        </section>
      </>
    );
  }

  return (
    <PageShell
      width="wide"
      eyebrow="Atur Tema"
      title="Pilih tema untuk undanganmu"
      description="Pakai tema yang sudah kamu miliki, isi datanya, lalu bagikan link undangan ke tamu."
    >
      {body}
      {confirming && own ? (
        <SwitchThemeDialog
          theme={confirming}
          invitation={own}
          onClose={() => {
            setSwitchingTo(null);
            if (chosen) void navigate(paths.dashboard.setTheme.getHref(), { replace: true });
          }}
        />
      ) : null}
      {sharing ? (
        <ShareDialog
          open
          onClose={() => setSharing(null)}
          title={sharing.title}
          url={sharing.url}
        />
      ) : null}
    </PageShell>
  );
}
