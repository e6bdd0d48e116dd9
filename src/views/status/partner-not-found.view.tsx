import { PROVIDER } from '../../../domain/constants.ts';
import { Messages } from '../../../domain/messages.ts';
import { LinkButton } from '../../components/button.tsx';
import { MessagePage } from '../../components/message-page.tsx';

/** The no-partner page (spec §2): the spec's title, body and hint, and a button to the provider's site. */
export function PartnerNotFoundView() {
  return (
    <MessagePage
      view="partnerNotFound"
      tone="warning"
      title={Messages.noPartnerTitle}
      actions={
        <LinkButton href={PROVIDER.url} block>
          {Messages.noPartnerButton(PROVIDER.name)}
        </LinkButton>
      }
    >
      <p>{Messages.noPartnerBody}</p>
      <p>{Messages.noPartnerHint}</p>
    </MessagePage>
  );
}
