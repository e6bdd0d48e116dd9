import createCache from '@emotion/cache';
import { CacheProvider, Global, type Theme, ThemeProvider } from '@emotion/react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { latinFacesFor } from '../../theme/font-faces.ts';
import { globalStyles } from '../../theme/global-styles.ts';

type Props = { width: number; theme: Theme; title: string; children: ReactNode };

/**
 * A same-origin frame `width` px wide in which `children` render with the customer app's global styles and `theme`
 * (issue 37): its own viewport, so the components' media queries (theme.mq) follow the frame's width as they follow
 * a phone's or a desktop's window, not the editor's. React renders into the frame's body through a portal and Emotion
 * writes the styles into the frame's head; the frame grows to its content's height. The theme's font is added to the
 * frame's document, which the editor's @fontsource CSS does not reach.
 */
export function PreviewFrame({ width, theme, title, children }: Props) {
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const [height, setHeight] = useState(600);

  // The frame's initial about:blank document; a browser that replaces it on load gives the new one.
  useEffect(() => {
    if (!frame) return;
    const take = () => {
      const document = frame.contentDocument;
      if (!document?.body) return;
      document.documentElement.lang = 'pt-BR';
      setBody(document.body);
    };
    take();
    frame.addEventListener('load', take);
    return () => frame.removeEventListener('load', take);
  }, [frame]);

  const cache = useMemo(() => (body ? createCache({ key: 'preview', container: body.ownerDocument.head }) : null), [body]);

  // The content's own height (the body is at least the frame's height: min-height 100vh).
  useEffect(() => {
    const view = content?.ownerDocument.defaultView;
    if (!content || !view?.ResizeObserver) return;
    const observer = new view.ResizeObserver(() => setHeight(Math.ceil(content.getBoundingClientRect().height)));
    observer.observe(content);
    return () => observer.disconnect();
  }, [content]);

  const fonts = useMemo(() => latinFacesFor([theme.fonts.body, theme.fonts.heading]), [theme.fonts.body, theme.fonts.heading]);
  useEffect(() => {
    const view = body?.ownerDocument.defaultView as (Window & typeof globalThis) | null | undefined;
    if (!body || !view?.FontFace) return;
    const faces = fonts.map(
      (face) => new view.FontFace(face.family, `url(${face.url})`, { weight: '100 900', display: 'swap', unicodeRange: face.range }),
    );
    for (const face of faces) {
      body.ownerDocument.fonts.add(face);
      face.load().catch(() => undefined);
    }
    return () => {
      for (const face of faces) body.ownerDocument.fonts.delete(face);
    };
  }, [body, fonts]);

  return (
    <>
      <iframe
        ref={setFrame}
        title={title}
        data-testid="theme-preview-frame"
        width={width}
        height={height}
        css={{ display: 'block', border: 0, width, height, maxWidth: 'none' }}
      />
      {body && cache
        ? createPortal(
            <CacheProvider value={cache}>
              <ThemeProvider theme={theme}>
                <Global styles={globalStyles(theme)} />
                <div ref={setContent}>{children}</div>
              </ThemeProvider>
            </CacheProvider>,
            body,
          )
        : null}
    </>
  );
}
