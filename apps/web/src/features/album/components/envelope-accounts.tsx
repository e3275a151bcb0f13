import { useState } from 'react';
import { guestCopy, type GuestCopy, type GuestEnvelope, type GuestLanguage } from '@kabar/shared';
import { buttonSecondary, cardClass } from '@/components/ui/styles';

function CopyNumber({ number, text }: { number: string; text: GuestCopy['gift'] }) {
  const [label, setLabel] = useState<string>(text.copy);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(number);
      setLabel(text.copied);
    } catch {
      setLabel(`${text.copyByHand}${number}`);
    }
  };
  return (
    <button type="button" className={buttonSecondary} onClick={() => void copy()}>
      {label}
    </button>
  );
}

/**
 * The couple's accounts (up to two, one per side) and, on a guest's personal link, where a parcel
 * may be sent: the server sends the address only with a valid personal token.
 */
export function EnvelopeAccounts({
  envelope,
  lang,
}: {
  envelope: GuestEnvelope;
  lang: GuestLanguage;
}) {
  const TEXT = guestCopy(lang).gift;
  return (
    <>
      {envelope.accounts.length ? (
        <section className="grid gap-3 sm:grid-cols-2" aria-label={TEXT.accounts}>
          {envelope.accounts.map((account) => (
            <div key={account.number} className={`${cardClass} grid gap-1`}>
              <p className="text-sm font-semibold text-stone-700">{account.bank || TEXT.account}</p>
              <p className="font-mono text-lg tracking-wide break-all text-stone-900">
                {account.number.replace(/(\d{4})(?=\d)/g, '$1 ')}
              </p>
              {account.holder ? (
                <p className="text-sm text-stone-600">
                  {TEXT.holder} {account.holder}
                </p>
              ) : null}
              <CopyNumber number={account.number} text={TEXT} />
            </div>
          ))}
        </section>
      ) : null}
      {envelope.address ? (
        <section className={`${cardClass} grid gap-2`} aria-label={TEXT.address}>
          <h2 className="text-base font-semibold text-stone-900">{TEXT.address}</h2>
          {envelope.guestName ? (
            <p className="text-sm text-stone-600">{TEXT.addressFor(envelope.guestName)}</p>
          ) : null}
          <p className="text-sm whitespace-pre-line text-stone-900 [overflow-wrap:anywhere]">
            {envelope.address}
          </p>
        </section>
      ) : null}
    </>
  );
}
