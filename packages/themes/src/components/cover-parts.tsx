/** @jsxRuntime automatic @jsxImportSource react */
import { guestCopy } from '@kabar/shared';
import type { PageModel } from '../model/page-model';
import { slot } from '../model/slots';
import { Icon } from './icons';

/** 'Kepada Yth. Bapak/Ibu/Saudara/i' and the guest's name, filled in per request. */
export function GuestLine() {
  return <div className="to">{slot('guestLine')}</div>;
}

/** Jumps to the invitation without JavaScript; with it, also starts the music. */
export function OpenButton({ model }: { model: PageModel }) {
  return (
    <a className="btn open" href="#undangan" data-open>
      <Icon name="mail" />
      {guestCopy(model.lang).cover.openButton}
    </a>
  );
}

/** The cover photo's description, in the page's language. */
export function coverPhotoAlt(model: PageModel): string {
  const copy = guestCopy(model.lang);
  return copy.cover.photoAlt(
    `${model.bride.shortName} ${copy.couple.and} ${model.groom.shortName}`,
  );
}
