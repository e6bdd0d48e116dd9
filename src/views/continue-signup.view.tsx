import { MessagePage } from '../components/message-page.tsx';
import { RouteLink } from './route-link.tsx';

/** Continue sign-up (spec §2 "/continuar-cadastro"): the emailed-code flow arrives in the next release. */
export function ContinueSignupView() {
  return (
    <MessagePage title="Continue seu cadastro" actions={<RouteLink />}>
      <p>Você já tem um cadastro em andamento conosco. Para continuar de onde parou, vamos confirmar que é você.</p>
      <p>
        A confirmação por código enviado ao seu e-mail está em construção e estará disponível em breve. Seus dados estão guardados com
        segurança.
      </p>
    </MessagePage>
  );
}
