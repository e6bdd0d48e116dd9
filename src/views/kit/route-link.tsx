import { Link } from 'react-router-dom';
import { buttonStyle } from '../../components/button.tsx';

/** A link-button inside the app (the landing by default); the router bridge turns the URL change into `route.changed`. */
export function RouteLink({ to = '/', label = 'Voltar ao início' }: { to?: string; label?: string }) {
  return (
    <Link to={to} css={buttonStyle('secondary', true)}>
      {label}
    </Link>
  );
}
