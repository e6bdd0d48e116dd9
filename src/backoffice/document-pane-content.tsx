import { useState } from 'react';
import type { DownloadedFile } from '../../machines/backoffice/index.ts';
import { Alert } from '../components/alert.tsx';
import { useObjectUrl } from '../components/use-object-url.ts';
import { PdfPages } from './pdf-pages.tsx';

/** A quarter turn clockwise: 0, 90, 180 or 270 degrees. */
export type Rotation = 0 | 90 | 180 | 270;

type Size = { width: number; height: number };

/**
 * An image at `zoom` times the pane's width, turned by `rotation`: on a quarter turn the box takes the turned image's
 * proportions (from its natural size), so nothing overlaps the page around it.
 */
function TurnedImage({ url, alt, zoom, rotation }: { url: string; alt: string; zoom: number; rotation: Rotation }) {
  const [size, setSize] = useState<Size | null>(null);
  const [broken, setBroken] = useState(false);
  const quarter = rotation % 180 !== 0 && size !== null;
  if (broken) return <Alert>Não foi possível mostrar esta imagem aqui. Baixe o arquivo para abri-la.</Alert>;
  return (
    <div
      data-rotation={rotation}
      css={{
        position: 'relative',
        width: `${zoom * 100}%`,
        aspectRatio: quarter ? `${size.height} / ${size.width}` : undefined,
      }}
    >
      <img
        src={url}
        alt={alt}
        onLoad={(event) => setSize({ width: event.currentTarget.naturalWidth || 1, height: event.currentTarget.naturalHeight || 1 })}
        onError={() => setBroken(true)}
        css={
          quarter
            ? {
                position: 'absolute',
                left: '50%',
                top: '50%',
                width: `${(size.width / size.height) * 100}%`,
                transform: `translate(-50%, -50%) rotate(${rotation}deg)`,
              }
            : { display: 'block', width: '100%', height: 'auto', transform: rotation ? `rotate(${rotation}deg)` : undefined }
        }
      />
    </div>
  );
}

/** The open document's bytes as the pane shows them: an image, a PDF's pages (no scripts), or a note to download it. */
export function DocumentContent({
  file,
  title,
  zoom,
  rotation,
}: {
  file: DownloadedFile;
  title: string;
  zoom: number;
  rotation: Rotation;
}) {
  const imageUrl = useObjectUrl(file.contentType.startsWith('image/') ? file.blob : null);
  if (imageUrl) return <TurnedImage url={imageUrl} alt={title} zoom={zoom} rotation={rotation} />;
  if (file.contentType === 'application/pdf') return <PdfPages blob={file.blob} title={title} zoom={zoom} rotation={rotation} />;
  return <p css={{ margin: 0 }}>Este tipo de arquivo não tem visualização aqui. Baixe o arquivo para abri-lo.</p>;
}
