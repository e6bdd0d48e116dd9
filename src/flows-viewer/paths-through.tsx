import { expectedEnd, type ListedPath, pathName } from './flow-view.ts';

type Props = { paths: ListedPath[] | null; picked: number | null; onPick: (path: ListedPath) => void };

const SHOWN_PATHS = 60;

/** "Caminhos por aqui": the generated paths through a state, named as `npm run paths` names them, with their ends. */
export function PathsThrough({ paths, picked, onPick }: Props) {
  if (paths === null)
    return <p className="fluxos-note">Sem caminhos: rode `npm run test:model` (o relatório traz os estados de cada caminho).</p>;
  const count = paths.length === 1 ? '1 caminho gerado passa' : `${paths.length} caminhos gerados passam`;
  return (
    <>
      <p>
        {count} por este estado{paths.length > SHOWN_PATHS ? ` (os ${SHOWN_PATHS} primeiros abaixo)` : ''}.
      </p>
      <ol className="fluxos-paths">
        {paths.slice(0, SHOWN_PATHS).map((path) => (
          <li key={path.number}>
            <button type="button" aria-pressed={picked === path.number} onClick={() => onPick(path)}>
              {pathName(path)}: {path.labels.join(' → ') || '(estado inicial)'}
            </button>
            {path.expected && (
              <span className="fluxos-muted fluxos-path-end" data-testid="path-end">
                {path.group !== null && `Grupo ${path.group} · `}
                {expectedEnd(path.expected)}
              </span>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
