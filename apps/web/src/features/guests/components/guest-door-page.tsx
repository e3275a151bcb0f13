import { roleCan } from '@kabar/shared';
import { useDoorSettings } from '../api/door';
import { CheckinLinks } from './checkin-links';
import { ControlRoom } from './control-room';
import { DoorPrize } from './door-prize';
import { DoorSettingsForm } from './door-settings-form';
import { useGuestsContext } from './guests-layout';
import { WalkInsList } from './walk-ins-list';

/**
 * Hari H: the family's live control room, and for the couple and editors the greeting screens,
 * category names, souvenir stock and the door prize.
 */
export function GuestDoorPage() {
  const { invitationId, guests, role } = useGuestsContext();
  const settings = useDoorSettings(invitationId);
  const manages = roleCan(role, 'checkin.manage');
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <div className="grid content-start gap-5">
        <ControlRoom invitationId={invitationId} />
        <WalkInsList
          invitationId={invitationId}
          guests={guests}
          canEdit={roleCan(role, 'guests.edit')}
        />
      </div>
      {manages ? (
        <div className="grid content-start gap-5">
          <CheckinLinks invitationId={invitationId} kind="screen" />
          <DoorPrize invitationId={invitationId} />
          {settings.data ? (
            <DoorSettingsForm invitationId={invitationId} settings={settings.data} />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
