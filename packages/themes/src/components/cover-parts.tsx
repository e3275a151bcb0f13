/** @jsxRuntime automatic @jsxImportSource react */
import { slot } from '../model/slots';
import { Icon } from './icons';

/** 'Kepada Yth. Bapak/Ibu/Saudara/i' and the guest's name, filled in per request. */
export function GuestLine() {
  return <div className="to">{slot('guestLine')}</div>;
}

/** Jumps to the invitation without JavaScript; with it, also starts the music. */
export function OpenButton() {
  return (
    <a className="btn open" href="#undangan" data-open>
      <Icon name="mail" />
      Buka Undangan
    </a>
  );
}
