import { type KeyboardEvent, type PointerEvent, type RefObject, useCallback, useEffect, useRef, useState, type WheelEvent } from 'react';

/** The part of the drawing shown: its top-left corner (drawing units) and the scale (screen px per unit). */
export type View = { x: number; y: number; scale: number };
type Box = { x: number; y: number; width: number; height: number };

const MIN_SCALE = 0.05;
const MAX_SCALE = 3;
const clamp = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** The view that shows a box whole and centred in a frame, at most at real size. */
export function fitView(box: Box, frame: { width: number; height: number }, margin = 24): View {
  const scale = clamp(Math.min(1, (frame.width - 2 * margin) / box.width, (frame.height - 2 * margin) / box.height));
  return { scale, x: box.x + box.width / 2 - frame.width / 2 / scale, y: box.y + box.height / 2 - frame.height / 2 / scale };
}

type Size = { width: number; height: number };

// Along one axis: the drawing centred when it fits in the frame, else no blank beyond either of its edges.
const within = (start: number, length: number, shown: number) =>
  shown >= length ? (length - shown) / 2 : Math.min(Math.max(start, 0), length - shown);

/**
 * The view with a box centred at a legible scale (the current one, at least 0.8, less when the box is larger),
 * moved as little as needed to show no blank beyond the drawing's edges when it is larger than the frame.
 */
export function focusView(box: Box, frame: Size, current: number, drawing?: Size): View {
  const fit = fitView(box, frame, 48).scale;
  const scale = clamp(Math.min(fit, Math.max(current, 0.8)));
  const x = box.x + box.width / 2 - frame.width / 2 / scale;
  const y = box.y + box.height / 2 - frame.height / 2 / scale;
  if (!drawing) return { scale, x, y };
  return { scale, x: within(x, drawing.width, frame.width / scale), y: within(y, drawing.height, frame.height / scale) };
}

/** The keys that pan the diagram when it has focus, and the share of the frame each step moves. */
const PAN_KEYS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
const PAN_STEP = 0.2;

/** The view one arrow-key step further (a fifth of the frame), or null for a key that does not pan. */
export function panByKey(view: View, key: string, frame: Size): View | null {
  const direction = PAN_KEYS[key];
  if (!direction) return null;
  const [dx, dy] = direction;
  return { ...view, x: view.x + (dx * PAN_STEP * frame.width) / view.scale, y: view.y + (dy * PAN_STEP * frame.height) / view.scale };
}

/** The view zoomed by a factor around a point of the frame (px), which stays where it is. */
export function zoomAround(view: View, factor: number, at: { x: number; y: number }): View {
  const scale = clamp(view.scale * factor);
  return { scale, x: view.x + at.x / view.scale - at.x / scale, y: view.y + at.y / view.scale - at.y / scale };
}

/**
 * Pan (drag, arrow keys), zoom (wheel, buttons), fit and focus for a drawing of `size` in the frame `frame`: the SVG's viewBox
 * follows `view`. Fits the drawing whenever its size changes.
 */
export function usePanZoom(frame: RefObject<HTMLElement | null>, size: { width: number; height: number } | null) {
  const [view, setView] = useState<View>({ x: 0, y: 0, scale: 1 });
  const [frameSize, setFrameSize] = useState({ width: 800, height: 600 });
  const drag = useRef<{ x: number; y: number; view: View; moved: boolean } | null>(null);
  const dragged = useRef(false);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setFrameSize({ width: element.clientWidth || 800, height: element.clientHeight || 600 });
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => observer?.disconnect();
  }, [frame]);

  const fit = useCallback(() => {
    if (size) setView(fitView({ x: 0, y: 0, ...size }, frameSize));
  }, [size, frameSize]);
  // A new drawing opens fitted; a resized frame keeps what the analyst chose.
  const fitted = useRef<unknown>(null);
  useEffect(() => {
    if (!size || fitted.current === size) return;
    fitted.current = size;
    setView(fitView({ x: 0, y: 0, ...size }, frameSize));
  }, [size, frameSize]);

  const zoom = (factor: number) => setView((now) => zoomAround(now, factor, { x: frameSize.width / 2, y: frameSize.height / 2 }));
  const focus = useCallback((box: Box) => setView((now) => focusView(box, frameSize, now.scale, size ?? undefined)), [frameSize, size]);
  const handlers = {
    onKeyDown: (event: KeyboardEvent) => {
      const next = panByKey(view, event.key, frameSize);
      if (!next) return;
      event.preventDefault();
      setView(next);
    },
    onWheel: (event: WheelEvent) => {
      const bounds = event.currentTarget.getBoundingClientRect();
      setView((now) =>
        zoomAround(now, event.deltaY < 0 ? 1.15 : 1 / 1.15, { x: event.clientX - bounds.left, y: event.clientY - bounds.top }),
      );
    },
    onPointerDown: (event: PointerEvent) => {
      drag.current = { x: event.clientX, y: event.clientY, view, moved: false };
    },
    onPointerMove: (event: PointerEvent) => {
      const start = drag.current;
      if (!start) return;
      const [dx, dy] = [event.clientX - start.x, event.clientY - start.y];
      if (!start.moved && Math.hypot(dx, dy) < 4) return;
      start.moved = true;
      setView({ ...start.view, x: start.view.x - dx / start.view.scale, y: start.view.y - dy / start.view.scale });
    },
    onPointerUp: () => {
      dragged.current = drag.current?.moved ?? false;
      drag.current = null;
    },
  };
  // A click that ended a drag selects nothing.
  const wasDrag = () => dragged.current;
  const viewBox = `${view.x} ${view.y} ${frameSize.width / view.scale} ${frameSize.height / view.scale}`;
  return {
    view,
    viewBox,
    fit,
    zoom,
    focus,
    handlers,
    wasDrag,
    setScale: (scale: number) => setView((now) => ({ ...now, scale: clamp(scale) })),
    /** Zooms to a scale around the frame's centre. */
    zoomTo: useCallback(
      (scale: number) => setView((now) => zoomAround(now, scale / now.scale, { x: frameSize.width / 2, y: frameSize.height / 2 })),
      [frameSize],
    ),
    /** Centres the view on a point of the drawing (the minimap). */
    centerAt: (point: { x: number; y: number }) =>
      setView((now) => ({ ...now, x: point.x - frameSize.width / 2 / now.scale, y: point.y - frameSize.height / 2 / now.scale })),
    frameSize,
  };
}
