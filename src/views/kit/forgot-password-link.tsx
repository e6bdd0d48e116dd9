import { Link } from 'react-router-dom';
import { PASSWORD_RESET_PATH } from '../../../machines/onboarding/index.ts';

/** "Esqueci minha senha": a quiet link to the password reset (the router bridge turns it into `route.changed`). */
export function ForgotPasswordLink() {
  return (
    <Link
      to={PASSWORD_RESET_PATH}
      css={(theme) => ({
        justifySelf: 'center',
        padding: '0.5rem',
        color: theme.colors.primary,
        fontWeight: 600,
        textUnderlineOffset: '0.2em',
        borderRadius: theme.radius.sm,
        '&:focus-visible': { outline: 'none', boxShadow: theme.shadow.focus },
      })}
    >
      Esqueci minha senha
    </Link>
  );
}
